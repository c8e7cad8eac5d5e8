import type { LinksFunction } from "@remix-run/node";
import accountCss from "~/features/account/account.css?url";
import pagesCss from "~/styles/pages.css?url";
import studyCss from "./study.css?url";

/** The study pages: the my-area sheets (cards, forms) and their own. */
export const studyLinks: LinksFunction = () => [pagesCss, accountCss, studyCss].map((href) => ({ rel: "stylesheet", href }));
