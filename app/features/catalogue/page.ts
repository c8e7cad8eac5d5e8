import type { LinksFunction, MetaDescriptor } from "@remix-run/node";
import { pageMeta } from "~/components/ui/page-meta";
import cataloguePagesCss from "~/features/catalogue/catalogue-pages.css?url";

/** One sheet for every catalogue page, on top of the site sheet: cached after the first catalogue page. */
export const catalogueLinks: LinksFunction = () => [{ rel: "stylesheet", href: cataloguePagesCss }];

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
