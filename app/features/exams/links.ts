import type { LinksFunction } from "@remix-run/node";
import pagesCss from "~/styles/pages.css";
import uiCss from "~/styles/ui.css";
import examsCss from "./exams.css";

export const examLinks: LinksFunction = () => [uiCss, pagesCss, examsCss].map((href) => ({ rel: "stylesheet", href }));
