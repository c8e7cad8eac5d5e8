import type { StaticPageSlug } from "../../contract";
import { about } from "./about";
import { privacy } from "./privacy";
import { refund } from "./refund";
import { terms } from "./terms";

export const staticPages: { slug: StaticPageSlug; title: string; bodyHtml: string }[] = [about, terms, privacy, refund];
