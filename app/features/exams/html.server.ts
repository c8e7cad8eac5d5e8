/**
 * Question, option and explanation HTML comes from the API (written by staff in an admin tool);
 * it is cleaned here, on the server, before any page renders it.
 */
import sanitizeHtml from "sanitize-html";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "sub",
    "sup",
    "ul",
    "ol",
    "li",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "span",
    "code",
  ],
  allowedAttributes: {},
  disallowedTagsMode: "discard",
};

export const cleanHtml = (html: string) => sanitizeHtml(html, OPTIONS);
