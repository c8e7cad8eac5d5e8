// The linter `npm test` runs (tests/run.sh, after the typecheck). Besides a small rule set, it holds
// the layout's import boundaries (docs/architecture.md) as `no-restricted-imports` rules, written
// for the feature-folder layout: app/features/<area>/, server/<area>/, thin server/routes/.
// Type-aware rules are left out on purpose: tsc already checks types, and they would double the time.
import { readdirSync } from "node:fs";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** The portal reaches the product API over HTTP only; the contract is the one shared piece, by its aliases. */
const APP_STAYS_OFF_THE_SERVER = {
  regex: "^(~/\\.\\./|/|(\\.\\./)+)?server(/.*)?$",
  message:
    "The portal talks to the product API over HTTP only: import the contract (@contract, or @contract/rules for zod-free values), never server/ code by path.",
};

/** Browser modules: the contract index builds every zod schema when imported, so one value from it ships them all. */
const BROWSER_TAKES_CONTRACT_VALUES_FROM_RULES = {
  regex: "^@contract$",
  allowTypeImports: true,
  message:
    "Browser code imports only types from @contract (its index builds every zod schema, which would all land in the bundle): take values from @contract/rules (zod-free), or do the work in a *.server module.",
};

/**
 * Decision 059: zod (and conform's zod adapter, which pulls in all of it) stays on the server; browser
 * code checks a form with its zod-free rules (app/components/forms/rules.ts).
 */
const BROWSER_CHECKS_WITHOUT_ZOD = {
  regex: "^(zod|@conform-to/zod)(/|$)",
  allowTypeImports: true,
  message:
    "Browser code does not ship zod: describe the form with app/components/forms/rules.ts (zod-free) and build its schema with zodForm in a *.server module (decision 059).",
};

/** What every module that may reach the browser bundle obeys. */
const BROWSER_BUNDLE = [BROWSER_TAKES_CONTRACT_VALUES_FROM_RULES, BROWSER_CHECKS_WITHOUT_ZOD];

/** The API never depends on the portal. */
const SERVER_STAYS_OFF_THE_APP = {
  regex: "^(~(/|$)|(\\.\\./)+app(/|$)|/?app/)",
  message: "The product API never imports the portal (app/).",
};

/** Server-only modules (secrets, the session, callApi) must not reach the browser bundle through a component. */
const SERVER_MODULES_AS_TYPES_ONLY = {
  regex: "\\.server(\\.tsx?)?$",
  allowTypeImports: true,
  message: "Components import *.server modules only as types (`import type`); loaders and actions do the server work.",
};

/** Handlers are HTTP glue that call one domain function; queries live in server/<area>/. */
const NO_SQL_IN_ROUTES = {
  regex: "^drizzle-orm(/|$)",
  message: "No SQL in server/routes/: move the query into a server/<area>/ module and call it from the handler.",
};

/** The job runner calls the areas' domain functions (server/<area>/jobs.ts); their queries stay there. */
const NO_SQL_IN_JOBS = {
  regex: "^drizzle-orm(/|$)",
  message: "No SQL in server/jobs/: a job's work is a domain function in server/<area>/, defined in its server/<area>/jobs.ts.",
};

/**
 * Decision 047 (after 008): an area reaches another only for its URL table (`paths`) and stylesheet,
 * and account's login guard; anything two areas share lives below them, in lib/ or the kit. The
 * pattern is per area, so its own `~/features/<area>/…` imports stay allowed.
 */
const featureStaysInItsArea = (area, exceptions = []) => ({
  regex: `^(~/features/|\\.\\./)(?!${area}/)(?!(${["account/guards\\.server", ...exceptions].join("|")})$)[a-z-]+/(?!paths$)(?![^/]+\\.css\\?url$)`,
  message: `A feature imports another area only for its paths.ts, its stylesheet, or account's guards.server: move what two areas share into app/lib/ or the kit (app/components/), or name the exception with its reason in FEATURE_AREA_EXCEPTIONS. (decision 047)`,
});

/**
 * The few floors between portal areas, one way only. A doctor's own study aids (practice, bookmarks,
 * mistakes, progress) sit above the exams as on the server (server/practice/ over the exam engine):
 * they list questions through the exams' review list, write marks as the exams do and link a
 * practice paper to its result page. The exams reach practice only for its URL table.
 */
const FEATURE_AREA_EXCEPTIONS = {
  practice: ["exams/ReviewList", "exams/marks", "exams/result-paths"],
};

/**
 * The kernel (lib/) and the kit know of no feature: the login guard and the account URLs myApi
 * redirects to live in lib/ (require-doctor.server.ts, doctor-paths.ts), and account takes them from there.
 */
const LIB_STAYS_BELOW_THE_FEATURES = {
  regex: "^(~/|(\\.\\./)+)features(/|$)",
  message:
    "app/lib/ sits below the features and imports none: move what lib/ needs into lib/, and let the feature import it from there (decision 047, issue 43).",
};
const KIT_STAYS_BELOW_THE_FEATURES = {
  regex: "^~/features/",
  message:
    "The kit (app/components/) imports no feature: pass what a feature knows (a URL, a label) in as a prop (decisions 008, 047).",
};

const FEATURE_AREAS = readdirSync(new URL("./app/features/", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Decision 045: a server area (server/<area>/) imports another area only through the shared floor,
 * server/enrollments/ (the enrolment and the course it gives), http/, db/ and the contract. Sideways
 * imports tie areas into cycles and hide whose data a query reads; each one still here is named, with
 * its reason, in SERVER_AREA_EXCEPTIONS. Wiring (app.ts, api-jobs.ts, routes/), the seed, which builds
 * demo data through every area's own functions, and server/pages/, the floor for answers gathered from
 * several areas (the dashboard, a doctor's courses and timetables, the required-information update, the
 * app data; decision 097), sit above the areas and are outside the rule.
 */
const SHARED_SERVER_AREAS = ["enrollments/", "http/", "db/", "contract(/|$)"];

/** Types only: the signed-in doctor the guard hands a handler, and the job and rate-limit interfaces an area implements. */
const SERVER_TYPES_ANY_AREA_MAY_NAME = ["auth/tokens", "jobs/queue", "rate-limit/limiter"];

const SERVER_AREA_EXCEPTIONS = {
  // An OTP code goes out as an SMS job; the SMS area knows nothing of auth.
  auth: ["sms/jobs"],
  // An exam's results cite the reference books the study area serves.
  exams: ["study/books"],
  // A doctor's own study aids (issue 26) sit a floor above the exam engine: practice shows a question
  // only once its paper's review is open, and progress counts marks the way the engine does.
  // A practice paper (decision 057) is an exam of its own kind: it is built as one and started by the engine.
  practice: ["exams/review-policy", "exams/attempts", "exams/papers"],
  progress: ["exams/marking"],
  // Paying for an enrolment prices it by the catalogue's rules and shows it as the catalogue does.
  payments: ["catalogue/batch-query", "catalogue/enrollment", "catalogue/pricing"],
  // A unit video plays for whoever bought it or holds a running subscription.
  videos: ["payments/subscriptions"],
};

/** The sideways imports a file in server/<area>/ may not make (`../<other area>/…`), given that area's exceptions. */
const SERVER_AREA_STAYS_IN_ITS_LANE = (exceptions = []) => ({
  regex: `^\\.\\./(?!${[
    ...SHARED_SERVER_AREAS,
    ...[...SERVER_TYPES_ANY_AREA_MAY_NAME, ...exceptions].map((path) => `${path}$`),
  ].join("|")})[a-z-]+/`,
  message:
    "A server area imports another area only through server/enrollments/, http/, db/ and the contract (decision 045): move the shared piece into enrollments/, pass it in from app.ts or the route, or name the exception with its reason in SERVER_AREA_EXCEPTIONS.",
});

const SERVER_AREA_TYPES_ONLY = {
  regex: `^\\.\\./(${SERVER_TYPES_ANY_AREA_MAY_NAME.join("|")})$`,
  allowTypeImports: true,
  message:
    "Another area's doctor row, job queue and rate limiter are named as types only (`import type`): the area gets the values passed in.",
};

/**
 * Decision 061: bin/ runs outside the Remix build, so a module of app/lib it imported would be a second
 * copy with state of its own. The state both share is the build's, reached through its portalHost.
 */
const HOST_TAKES_SHARED_STATE_FROM_THE_BUILD = {
  regex: "^(\\.\\./)+app/lib/(request-scope|data-version|portal-host)\\.server$",
  allowTypeImports: true,
  message:
    "The host takes the request scope, the public data version and API refusals from the build it serves, `portalHostOf(build)` (bin/portal-host.ts, decision 061): its own copy of these modules would hold state the app never sees. Import them as types only.",
};

/** Every action reads its form through one door, so a body that is not a form is a 400 everywhere. */
const FORMS_THROUGH_READ_FORM_DATA = {
  selector: "CallExpression[arguments.length=0][callee.property.name='formData']",
  message:
    "Read a request's form with readFormData(request) (app/lib/form-submission.server.ts): a body that is not a form is then the sender's 400, not a 500 (decision 061).",
};

/** Every in-app link is the kit's, whose server render skips Remix's path resolutions for a plain path. */
const LINKS_THROUGH_THE_KIT = {
  selector: "ImportDeclaration[source.value='@remix-run/react'] > ImportSpecifier[imported.name=/^(Nav)?Link$/]",
  message:
    "Import Link and NavLink from ~/components/ui/Link: they are Remix's links, rendered on the server without its three path resolutions (decision 071).",
};

const boundaries = (...patterns) => ({
  "@typescript-eslint/no-restricted-imports": ["error", { patterns }],
});

export default tseslint.config(
  {
    ignores: ["build/", "dist/", ".cache/", ".data*/", "node_modules/", "test-results/", "playwright-report/", "bench/results/"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      // `import("…").Type` in an annotation stays allowed: it is how a lazily imported module is typed.
      "@typescript-eslint/consistent-type-imports": [
        "error",
        { fixStyle: "inline-type-imports", disallowTypeAnnotations: false },
      ],
      eqeqeq: ["error", "always", { null: "ignore" }],
    },
  },
  { files: ["app/**/*.{ts,tsx}"], languageOptions: { globals: { ...globals.browser } } },
  {
    // Components and hooks; server modules may name a callback `use` without it being a React hook.
    files: ["app/**/*.tsx", "app/**/use-*.ts"],
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Playwright fixtures: `({}, testInfo) => …` is how a hook asks for testInfo alone.
    files: ["tests/e2e/**/*.ts"],
    rules: { "no-empty-pattern": "off" },
  },
  // Later entries replace the rule for the files they name, so each one lists every boundary its files have.
  { files: ["app/**/*.{ts,tsx}"], rules: boundaries(APP_STAYS_OFF_THE_SERVER) },
  {
    // Everything in app/ but *.server modules may end up in the browser (route modules keep their imports).
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.server.{ts,tsx}"],
    rules: boundaries(APP_STAYS_OFF_THE_SERVER, ...BROWSER_BUNDLE),
  },
  {
    files: ["app/components/**/*.{ts,tsx}", "app/features/**/*.tsx"],
    rules: boundaries(APP_STAYS_OFF_THE_SERVER, ...BROWSER_BUNDLE, SERVER_MODULES_AS_TYPES_ONLY),
  },
  // lib/ and the kit: the same three layers, plus staying below the features.
  { files: ["app/lib/**/*.{ts,tsx}"], rules: boundaries(APP_STAYS_OFF_THE_SERVER, LIB_STAYS_BELOW_THE_FEATURES) },
  {
    files: ["app/lib/**/*.{ts,tsx}"],
    ignores: ["app/**/*.server.{ts,tsx}"],
    rules: boundaries(APP_STAYS_OFF_THE_SERVER, ...BROWSER_BUNDLE, LIB_STAYS_BELOW_THE_FEATURES),
  },
  {
    files: ["app/components/**/*.{ts,tsx}"],
    rules: boundaries(APP_STAYS_OFF_THE_SERVER, ...BROWSER_BUNDLE, SERVER_MODULES_AS_TYPES_ONLY, KIT_STAYS_BELOW_THE_FEATURES),
  },
  // The kit's server half (zodForm) never reaches the browser.
  { files: ["app/components/**/*.server.{ts,tsx}"], rules: boundaries(APP_STAYS_OFF_THE_SERVER, KIT_STAYS_BELOW_THE_FEATURES) },
  // Each feature area: the same three layers, plus staying in its area.
  ...FEATURE_AREAS.flatMap((area) => {
    const dir = `app/features/${area}`;
    const own = featureStaysInItsArea(area, FEATURE_AREA_EXCEPTIONS[area]);
    return [
      { files: [`${dir}/**/*.{ts,tsx}`], rules: boundaries(APP_STAYS_OFF_THE_SERVER, own) },
      {
        files: [`${dir}/**/*.{ts,tsx}`],
        ignores: ["app/**/*.server.{ts,tsx}"],
        rules: boundaries(APP_STAYS_OFF_THE_SERVER, ...BROWSER_BUNDLE, own),
      },
      {
        files: [`${dir}/**/*.tsx`],
        rules: boundaries(APP_STAYS_OFF_THE_SERVER, ...BROWSER_BUNDLE, SERVER_MODULES_AS_TYPES_ONLY, own),
      },
    ];
  }),
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/lib/form-submission.server.ts", "app/components/ui/Link.tsx"],
    rules: { "no-restricted-syntax": ["error", FORMS_THROUGH_READ_FORM_DATA, LINKS_THROUGH_THE_KIT] },
  },
  { files: ["app/components/ui/Link.tsx"], rules: { "no-restricted-syntax": ["error", FORMS_THROUGH_READ_FORM_DATA] } },
  { files: ["bin/**/*.{ts,tsx}"], rules: boundaries(HOST_TAKES_SHARED_STATE_FROM_THE_BUILD) },
  { files: ["server/**/*.ts"], rules: boundaries(SERVER_STAYS_OFF_THE_APP) },
  {
    files: ["server/routes/**/*.ts"],
    rules: boundaries(SERVER_STAYS_OFF_THE_APP, NO_SQL_IN_ROUTES),
  },
  { files: ["server/jobs/**/*.ts"], rules: boundaries(SERVER_STAYS_OFF_THE_APP, NO_SQL_IN_JOBS) },
  {
    files: ["server/*/**/*.ts"],
    ignores: ["server/routes/**", "server/jobs/**", "server/seed/**", "server/pages/**"],
    rules: boundaries(SERVER_STAYS_OFF_THE_APP, SERVER_AREA_STAYS_IN_ITS_LANE(), SERVER_AREA_TYPES_ONLY),
  },
  ...Object.entries(SERVER_AREA_EXCEPTIONS).map(([area, exceptions]) => ({
    files: [`server/${area}/**/*.ts`],
    rules: boundaries(SERVER_STAYS_OFF_THE_APP, SERVER_AREA_STAYS_IN_ITS_LANE(exceptions), SERVER_AREA_TYPES_ONLY),
  })),
);
