import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { lazy, Suspense, type ReactNode } from "react";
import { LoginWatcher } from "~/features/account/LoginWatcher";
import { ChunkErrorModal } from "~/components/layout/ChunkErrorModal";
import { useBlockDevtoolsShortcuts, useNavigationActivity } from "~/components/layout/client-guards";
import { pageKindOf } from "~/features/exams/holding.server";
import { ERROR_TITLE, NOT_FOUND_TITLE, RouteErrorPage } from "~/components/layout/ErrorPage";
import { useNonce } from "~/components/layout/nonce";
import { SiteShell } from "~/components/layout/SiteShell";
import { documentActivity, isDocumentRequest, recordActivity } from "~/lib/activity.server";
import { getLayoutData } from "~/lib/app-data.server";
import { getSession } from "~/lib/session.server";
import { useOptionalAppData } from "~/lib/use-app-data";
import bengaliRegular from "~/styles/fonts/hind-siliguri-bengali-400.woff2";
import siteCss from "~/styles/site.css?url";

// Its own chunk: only a visitor whose login just expired needs it.
const SessionTimeoutModal = lazy(() =>
  import("~/components/layout/SessionTimeoutModal").then((m) => ({ default: m.SessionTimeoutModal })),
);

const SITE_NAME = "সোপান মেডিকেল পিজি একাডেমি";

export const links: LinksFunction = () => [
  // Most text is Bengali body text: fetch that face with the CSS instead of after it (less layout shift).
  { rel: "preload", href: bengaliRegular, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "stylesheet", href: siteCss },
];

export const meta: MetaFunction = ({ error }) => {
  const title = error ? (isRouteErrorResponse(error) && error.status === 404 ? NOT_FOUND_TITLE : ERROR_TITLE) : SITE_NAME;
  return [
    { title: error ? `${title} | ${SITE_NAME}` : title },
    {
      name: "description",
      content: "পোস্ট-গ্র্যাজুয়েট মেডিকেল পরীক্ষার প্রস্তুতি: এফসিপিএস, রেসিডেন্সি, এম.ফিল/ডিপ্লোমা, এমপিএইচ কোর্স, ব্যাচ, ইভেন্ট ও কুইজ।",
    },
  ];
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const kind = pageKindOf(request);
  // A visit in the host's next batch: no API call on the page's way (see activity.server.ts). Not for
  // the holding page's own refreshes: the exam page the doctor was held from is recorded each time they
  // ask for it, and the holding page is where overload is absorbed (decision 043).
  if (isDocumentRequest(request) && kind !== "held") recordActivity(request, context, documentActivity(request));
  const appData = await getLayoutData(request, kind);
  // After the app data: a refused login there is what flashes "sessionExpired".
  const flash = getSession(request).takeFlash();
  return { appData, flash };
}

/**
 * Runs on every navigation, not only after actions: a page loader whose API call found the login
 * expired leaves a flash in the session, and the root is where it is read and the modal shown. For
 * guests app data comes from the public cache, for a doctor from a few seconds' memory (decision 043),
 * so a navigation mostly costs no API call for it.
 */
export const shouldRevalidate: ShouldRevalidateFunction = () => true;

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const appData = useOptionalAppData();
  return (
    <html lang="bn" dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f766e" />
        {appData && <link rel="icon" href={appData.logo} />}
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {/* Back/forward restore the old position; every other navigation starts at the top (spec §2). */}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { flash } = useLoaderData<typeof loader>();
  useNavigationActivity();
  useBlockDevtoolsShortcuts();
  return (
    <>
      <Outlet />
      {flash.includes("sessionExpired") && (
        <Suspense fallback={null}>
          <SessionTimeoutModal />
        </Suspense>
      )}
      <ChunkErrorModal />
      <LoginWatcher />
    </>
  );
}

/** Errors no route below caught, including unknown URLs (routes/$.tsx). Inside the site's frame when app data loaded. */
export function ErrorBoundary() {
  const appData = useOptionalAppData();
  return appData ? (
    <SiteShell data={appData}>
      <RouteErrorPage />
    </SiteShell>
  ) : (
    <main id="main">
      <RouteErrorPage />
    </main>
  );
}
