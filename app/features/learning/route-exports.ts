import type { LinksFunction } from "@remix-run/node";
import timetableCss from "~/features/catalogue/timetable.css?url";
import learningCss from "./learning.css?url";

/** The study area's pages: the my-area sheets, slot-kind colours from the timetable sheet, and its own. */
export const learningLinks: LinksFunction = () => [timetableCss, learningCss].map((href) => ({ rel: "stylesheet", href }));
