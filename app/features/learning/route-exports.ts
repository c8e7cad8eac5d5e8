import type { LinksFunction } from "@remix-run/node";
import accountCss from "~/features/account/account.css";
import pagesCss from "~/styles/pages.css";
import timetableCss from "~/features/catalogue/timetable.css";
import learningCss from "./learning.css";

/** The study area's pages: the my-area sheets, slot-kind colours from the timetable sheet, and its own. */
export const learningLinks: LinksFunction = () =>
  [pagesCss, accountCss, timetableCss, learningCss].map((href) => ({ rel: "stylesheet", href }));
