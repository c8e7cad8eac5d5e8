/**
 * schema.org data (JSON-LD) for catalogue and event pages, so search engines and the link previews
 * of the messaging apps doctors share links in can show the course, its price and its dates.
 * Built from the same API answers the page shows. `site.origin` turns the API's relative paths into
 * the absolute URLs schema.org expects; `site.name` is the company name from app data.
 */
import type { BatchSummary, EventDetails, FreeVideo } from "@contract";

type Json = string | number | boolean | null | Json[] | { [key: string]: Json | undefined };
export type JsonLd = { "@context": "https://schema.org"; "@type": string } & { [key: string]: Json | undefined };

/**
 * The JSON for a `<script type="application/ld+json">`. `<`, `>` and `&` are written as \u escapes
 * (still the same JSON), so text from the API can never close the script element or open a comment.
 */
export function jsonLdText(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

export type Site = { origin: string; name: string };

const absolute = (site: Site, path: string) => new URL(path, site.origin).toString();

const provider = (site: Site) => ({ "@type": "Organization", name: site.name, url: absolute(site, "/") });

const COURSE_MODE: Record<BatchSummary["mode"], string> = { online: "online", offline: "onsite", hybrid: "blended" };

/** A course family's courses, each with its running sessions as course instances. */
export function familyCoursesJsonLd(
  family: {
    slug: string;
    courses: Array<{ title: string; summary: string; sessions: Array<{ title: string; starts_on: string; ends_on: string }> }>;
  },
  site: Site,
): JsonLd[] {
  return family.courses.map((course) => ({
    "@context": "https://schema.org",
    "@type": "Course",
    name: course.title,
    description: course.summary,
    url: absolute(site, `/courses/${family.slug}`),
    inLanguage: "bn",
    provider: provider(site),
    hasCourseInstance: course.sessions.map((s) => ({
      "@type": "CourseInstance",
      name: s.title,
      startDate: s.starts_on,
      endDate: s.ends_on,
    })),
  }));
}

/** One batch: the course it teaches, run as one instance, offered at today's price. */
export function batchJsonLd(batch: BatchSummary, site: Site, path: string, description: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    name: batch.title,
    description: description || `${batch.course.title} — ${batch.session.title}`,
    url: absolute(site, path),
    image: absolute(site, batch.image),
    inLanguage: "bn",
    provider: provider(site),
    offers: {
      "@type": "Offer",
      category: "Paid",
      price: batch.price,
      priceCurrency: "BDT",
      availability: batch.status === "open" ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
      validThrough: batch.enrollment_deadline,
      url: absolute(site, path),
    },
    hasCourseInstance: {
      "@type": "CourseInstance",
      name: batch.session.title,
      courseMode: COURSE_MODE[batch.mode],
      startDate: batch.starts_at,
      location:
        batch.mode === "online"
          ? undefined
          : { "@type": "Place", name: batch.venue ?? batch.branch.name, address: batch.branch.address ?? undefined },
    },
  };
}

/** A list page (batches of a category): the entries search engines may show as a carousel. */
export function itemListJsonLd(items: Array<{ name: string; path: string }>, site: Site): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      url: absolute(site, item.path),
    })),
  };
}

const ATTENDANCE: Record<EventDetails["mode"], string> = {
  online: "https://schema.org/OnlineEventAttendanceMode",
  offline: "https://schema.org/OfflineEventAttendanceMode",
  hybrid: "https://schema.org/MixedEventAttendanceMode",
};

export function eventJsonLd(event: EventDetails, site: Site, description: string): JsonLd {
  const place = event.venue ? { "@type": "Place", name: event.venue } : undefined;
  const virtual = event.online_link ? { "@type": "VirtualLocation", url: event.online_link } : undefined;
  const location = place && virtual ? [place, virtual] : (place ?? virtual);
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.name,
    description,
    image: absolute(site, event.image),
    startDate: event.starts_at,
    endDate: event.ends_at ?? undefined,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: ATTENDANCE[event.mode],
    location,
    organizer: provider(site),
    offers: {
      "@type": "Offer",
      price: event.is_free ? 0 : event.fee,
      priceCurrency: "BDT",
      availability: event.registration_open ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
      validThrough: event.deadline,
      url: absolute(site, `/${event.id}/event`),
    },
  };
}

export function videoJsonLd(video: FreeVideo, site: Site): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "VideoObject",
    name: video.title,
    description: video.description,
    thumbnailUrl: video.thumbnail,
    uploadDate: video.published_at,
    duration: video.duration ? `PT${video.duration}S` : undefined,
    embedUrl: video.embed_url,
    url: absolute(site, `/v/${video.id}`),
    publisher: provider(site),
  };
}
