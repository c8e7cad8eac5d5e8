/**
 * The home page's data: one independent promise per section, each caught on its own so a failing
 * call turns into that section's "unavailable" note (null) instead of an error page.
 * The promises are returned un-awaited: client navigations render at once with skeletons, while
 * document requests are still sent complete because the portal's entry.server waits for all data.
 */
import { errorReason, logEvent } from "~/lib/log.server";
import { isPromoDue, promoFromSettings, PROMO_SETTINGS_ID, type Promo } from "./promo.server";
import { guestOrLive, publicData } from "~/lib/public-data.server";

/** Spec §7/§9: the query each home list is asked with. */
export const HOME_QUERIES = {
  events: { "list-for": "homepage-section", perpage: 4 },
  faqs: { "list-for": "homepage", perpage: 5 },
  quizzes: { "list-for": "homepage-section", "per-page": 4 },
} as const;

function section<T>(name: string, load: Promise<T>): Promise<T | null> {
  return load.catch((e: unknown) => {
    logEvent("warn", "home_section_unavailable", { section: name, reason: errorReason(e) });
    return null;
  });
}

function promo(request: Request): Promise<Promo | null> {
  if (!isPromoDue(request.headers.get("cookie"))) return Promise.resolve(null);
  return publicData("courseSettings", { params: { id: PROMO_SETTINGS_ID } }).then((r) => promoFromSettings(r.data.settings));
}

export function homeSections(request: Request) {
  const banner = section("banner-section", publicData("bannerSection"));
  return {
    notices: section(
      "notices",
      publicData("scrollingNotices").then((r) => r.data),
    ),
    slides: banner.then((r) => r?.data.slide_items ?? null),
    events: section(
      "events",
      publicData("eventCategories", { query: HOME_QUERIES.events }).then((r) => r.data),
    ),
    categories: section(
      "batch-categories",
      publicData("batchCategories").then((r) => r.data),
    ),
    services: section(
      "services",
      publicData("otherServices").then((r) => r.data),
    ),
    banners: banner.then((r) => r?.data.promotional_banners ?? null),
    courses: section(
      "courses",
      publicData("courses").then((r) => r.data),
    ),
    faqs: section(
      "faqs",
      publicData("faqs", { query: HOME_QUERIES.faqs }).then((r) => r.data),
    ),
    contacts: section(
      "contacts",
      publicData("contactList").then((r) => r.data),
    ),
    quizzes: section(
      "quizzes",
      guestOrLive(request, "quizzes", { query: HOME_QUERIES.quizzes }).then((r) => r.data),
    ),
    promo: section("promo", promo(request)),
  };
}
