import type { MetaDescriptor } from "@remix-run/node";

const SITE = "সোপান মেডিকেল পিজি একাডেমি";

/** Every public content page: "<page> — <site>" plus a description, mirrored for link previews. */
export function pageMeta(title: string | undefined, description: string): MetaDescriptor[] {
  const full = title ? `${title} — ${SITE}` : `পৃষ্ঠাটি পাওয়া যায়নি — ${SITE}`;
  return [
    { title: full },
    { name: "description", content: description },
    { property: "og:title", content: full },
    { property: "og:description", content: description },
    { property: "og:site_name", content: SITE },
  ];
}

/** Plain text for a meta description from trusted HTML: tags dropped, whitespace folded, ~160 chars. */
export function summarise(html: string, max = 160): string {
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
