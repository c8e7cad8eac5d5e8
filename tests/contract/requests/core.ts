import type { ContractRequest } from "./types";

/** Requests for the foundation endpoints (app data, home page, content, locations, activity). */
export const coreRequests = {
  appData: [{}, { asDoctor: true }],
  scrollingNotices: [{}],
  bannerSection: [{}],
  batchCategories: [{}],
  eventCategories: [{ query: { "list-for": "homepage-section", perpage: 4 } }],
  courses: [{}],
  otherServices: [{}],
  contactList: [{}],
  events: [{}, { query: { page: 2, "per-page": 3 } }],
  eventDetails: [{ params: { id: 1001 } }],
  faqs: [{ query: { "list-for": "homepage", perpage: 5 } }],
  faq: [{ params: { id: 1 } }],
  quizzes: [{ query: { "list-for": "homepage-section", "per-page": 4 } }, { asDoctor: true }],
  courseSettings: [{ params: { id: 1 } }],
  medicalColleges: [{}],
  divisions: [{}],
  staticPage: ["about", "terms-condition", "privacy-policy", "refund-policy"].map((slug) => ({ params: { slug } })),
  gallery: [{}],
  recordActivity: [
    { body: { to: "/events", query: "page=2", from: "/" }, status: 201 },
    { body: { to: "/quiz-list" }, asDoctor: true, status: 201 },
  ],
  // inject() comes from 127.0.0.1, which the default API_TRUST_PROXY trusts, as it trusts the portal.
  recordPageVisits: [
    {
      body: {
        visits: [
          { to: "/about", query: "", from: null, ip: "103.4.145.2", user_agent: "Mozilla/5.0" },
          { to: "/", ip: "2001:db8::7" },
          // A token that is no longer valid makes a guest's visit, as on POST /api/activities.
          { to: "/my/dashboard", ip: "103.4.145.2", bearer: "1|not-the-secret" },
        ],
      },
      status: 201,
    },
  ],
} satisfies Record<string, ContractRequest[]>;
