/**
 * The product-API contract: one zod schema for every endpoint's answer.
 * The server builds each answer through `endpoints[name].response.parse`, and the portal parses
 * every answer it receives with the same schema, so the two cannot drift apart.
 */
import { z } from "zod";
import { activityInput, pageVisitsInput } from "./activity";
import { accountEndpoints } from "./auth";
import { appData } from "./app-data";
import { catalogueEndpoints } from "./catalogue";
import { dashboardEndpoints } from "./dashboard";
import { enrollmentEndpoints } from "./enrollments";
import { message, pageQuery } from "./common";
import { courseSettings, faqItem, faqPage, gallery, quizPage, staticPage } from "./content";
import {
  bannerSection,
  batchCategories,
  contactList,
  courseFamilies,
  eventDetails,
  eventPage,
  otherServices,
  scrollingNotices,
} from "./homepage";
import { learningEndpoints } from "./learning";
import { divisions, medicalColleges } from "./locations";
import { examEndpoints } from "./exams";
import { examListEndpoints } from "./exam-lists";
import { paymentEndpoints } from "./payments";
import { practiceEndpoints } from "./practice";
import { studyEndpoints } from "./study";
import { videoEndpoints } from "./videos";
import { photoEndpoints } from "./photos";
import { unitVideoCartEndpoints } from "./unit-video-cart";
import { subscriptionEndpoints } from "./subscriptions";
import { itemOf } from "./common";
import { endpoint, type Endpoint } from "./endpoint";

export * from "./activity";
export * from "./app-data";
export * from "./catalogue";
export * from "./auth";
export * from "./common";
export * from "./content";
export * from "./dashboard";
export * from "./doctor";
export * from "./endpoint";
export * from "./enrollments";
export * from "./exams";
export * from "./exam-lists";
export * from "./homepage";
export * from "./learning";
export * from "./required-info";
export * from "./locations";
export * from "./payments";
export * from "./practice";
export * from "./study";
export * from "./complaint-rules";
export * from "./photos";
export * from "./videos";
export * from "./unit-video-cart";
export * from "./subscriptions";

const idParam = z.coerce.number().int().positive();

/** Endpoints of the foundation: app data, home page, content, locations, activity. */
const coreEndpoints = {
  appData: endpoint({ method: "GET", path: "/api/v3/web/app-data", response: appData, personal: true }),
  scrollingNotices: endpoint({ method: "GET", path: "/api/v3/web/homepage/scrolling-notices", response: scrollingNotices }),
  bannerSection: endpoint({ method: "GET", path: "/api/v3/web/homepage/banner-section", response: bannerSection }),
  batchCategories: endpoint({ method: "GET", path: "/api/v3/web/homepage/batch-categories", response: batchCategories }),
  eventCategories: endpoint({
    method: "GET",
    path: "/api/v3/web/homepage/event-categories",
    response: eventPage,
    query: pageQuery,
  }),
  courses: endpoint({ method: "GET", path: "/api/v3/web/homepage/courses", response: courseFamilies }),
  otherServices: endpoint({ method: "GET", path: "/api/v3/web/homepage/other-services", response: otherServices }),
  contactList: endpoint({ method: "GET", path: "/api/v3/web/homepage/contact-list", response: contactList }),
  events: endpoint({ method: "GET", path: "/api/v3/web/events", response: eventPage, query: pageQuery }),
  eventDetails: endpoint({ method: "GET", path: "/api/v3/web/events/:id", response: itemOf(eventDetails) }),
  faqs: endpoint({ method: "GET", path: "/api/v3/web/faqs", response: faqPage, query: pageQuery }),
  faq: endpoint({ method: "GET", path: "/api/v3/web/faqs/:id", response: faqItem }),
  /** Quiz `participated` depends on the caller, so quiz lists are personal. */
  quizzes: endpoint({ method: "GET", path: "/api/v3/web/quizzes", response: quizPage, query: pageQuery, personal: true }),
  courseSettings: endpoint({ method: "GET", path: "/api/v3/web/course-settings/:id", response: courseSettings }),
  medicalColleges: endpoint({ method: "GET", path: "/api/v3/web/medical-colleges", response: medicalColleges }),
  divisions: endpoint({ method: "GET", path: "/api/v3/web/divisions", response: divisions }),
  staticPage: endpoint({ method: "GET", path: "/api/v3/web/pages/:slug", response: staticPage }),
  gallery: endpoint({ method: "GET", path: "/api/v3/web/gallery", response: gallery }),
  recordActivity: endpoint({ method: "POST", path: "/api/activities", response: message, body: activityInput, personal: true }),
  recordPageVisits: endpoint({
    method: "POST",
    path: "/api/activities/batch",
    response: message,
    body: pageVisitsInput,
    personal: true,
  }),
} satisfies Record<string, Endpoint>;

/** Each area keeps its endpoints in its own module; this is the one registry of them all. */
export const endpoints = {
  ...coreEndpoints,
  ...accountEndpoints,
  ...catalogueEndpoints,
  ...enrollmentEndpoints,
  ...examEndpoints,
  ...examListEndpoints,
  ...learningEndpoints,
  ...dashboardEndpoints,
  ...paymentEndpoints,
  ...practiceEndpoints,
  ...studyEndpoints,
  ...videoEndpoints,
  ...photoEndpoints,
  ...unitVideoCartEndpoints,
  ...subscriptionEndpoints,
} satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;
export type EndpointResponse<N extends EndpointName> = z.infer<(typeof endpoints)[N]["response"]>;
/** Endpoints whose answer depends on the caller (`personal: true`): never served from a cache shared by visitors. */
export type PersonalEndpointName = {
  [N in EndpointName]: true extends NonNullable<(typeof endpoints)[N]["personal"]> ? N : never;
}[EndpointName];
export type PublicEndpointName = Exclude<EndpointName, PersonalEndpointName>;
export { idParam };

/** Headers the portal sends and the API reads. */
export const headers = {
  deviceToken: "x-device-token",
  otpToken: "x-otp-token",
  forwardedFor: "x-forwarded-for",
  /** One id per visitor request, made by the portal (or taken from the load balancer); both log it. */
  requestId: "x-request-id",
} as const;

export { ALUMNI_EVENT_TYPE, HIDDEN_EVENT_IDS } from "./event-rules";
