import type { LinksFunction, MetaDescriptor } from "@remix-run/node";
import { pageMeta, publicPageLinks } from "~/components/ui/page-meta";
import catalogueCss from "~/features/catalogue/catalogue.css";
import enrollCss from "~/features/catalogue/enroll.css";
import timetableCss from "~/features/catalogue/timetable.css";

/** One set for every catalogue page: small files, cached after the first page, so splitting per route would buy little. */
export const catalogueLinks: LinksFunction = () => [
  ...publicPageLinks(),
  ...[catalogueCss, timetableCss, enrollCss].map((href) => ({ rel: "stylesheet", href })),
];

type Preview = {
  /** The origin the page was served from; link previews need absolute URLs. */
  origin?: string;
  /** A path on this site (the API's /media/… images). */
  image?: string;
  type?: "website" | "video.other";
  /** The one URL search engines should index when a page has two (a batch under its category and under /batch-details). */
  canonical?: string;
};

/** The public pages' meta (title, description, Open Graph) plus the preview image and type social apps show. */
export function catalogueMeta(title: string | undefined, description: string, preview: Preview = {}): MetaDescriptor[] {
  const { origin, image, type = "website", canonical } = preview;
  const meta: MetaDescriptor[] = [...pageMeta(title, description), { property: "og:type", content: type }];
  if (origin && image) meta.push({ property: "og:image", content: new URL(image, origin).toString() });
  if (origin && canonical) {
    const href = new URL(canonical, origin).toString();
    meta.push({ tagName: "link", rel: "canonical", href }, { property: "og:url", content: href });
  }
  return meta;
}
