import type { StaticPageSlug } from "@contract";
import { orNotFound } from "~/lib/pages.server";
import { publicData } from "~/lib/public-data.server";

/** About, terms, privacy and refund pages: editor-written HTML from the API, cached like all guest data. */
export async function loadStaticPage(slug: StaticPageSlug) {
  const { data } = await orNotFound(publicData("staticPage", { params: { slug } }));
  return data;
}
