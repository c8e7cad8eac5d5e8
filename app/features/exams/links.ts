import type { LinksFunction } from "@remix-run/node";
import examsCss from "./exams.css?url";

export const examLinks: LinksFunction = () => [{ rel: "stylesheet", href: examsCss }];
