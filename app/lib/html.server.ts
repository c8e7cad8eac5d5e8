/**
 * Question, option and explanation HTML comes from the API (written by staff in an admin tool);
 * it is cleaned here, on the server, before any page renders it.
 */
import type { UnitVideoPlay } from "@contract";
import { LRUCache } from "lru-cache";
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

/**
 * Every doctor sitting an exam gets the same stems and options (900 strings for the FCPS paper), and
 * sanitising them was most of an attempt page's CPU in the start minute (docs/benchmarks.md, "Exam
 * start minute"): each distinct string is cleaned once per process. An `lru-cache` bounded by count,
 * least recently used out first, so edited or many papers cannot grow it without end (a few MB at most).
 */
const cleaned = new LRUCache<string, string>({ max: 5000 });

export function cleanHtml(html: string): string {
  const known = cleaned.get(html);
  if (known !== undefined) return known;
  const clean = sanitizeHtml(html, OPTIONS);
  cleaned.set(html, clean);
  return clean;
}

/** A unit video's class questions are staff-written HTML from the API: cleaned before the page renders them. */
export const withCleanQuestions = (play: UnitVideoPlay): UnitVideoPlay => ({
  ...play,
  video: { ...play.video, question_html: play.video.question_html && cleanHtml(play.video.question_html) },
});
