import type { LoaderFunctionArgs } from "@remix-run/node";
import { isRouteErrorResponse, Outlet, useRouteError } from "@remix-run/react";
import { AccountNav } from "~/features/account/AccountNav";
import { noStore } from "~/features/account/route-exports";
import { SessionEnded } from "~/features/account/SessionEnded";
import { RouteErrorPage } from "~/components/layout/ErrorPage";
import { SiteShell } from "~/components/layout/SiteShell";
import { requireDoctor } from "~/lib/require-doctor.server";
import { useUnreadNotices } from "~/features/study/use-unread-notices";
import type { RouteHandle } from "~/lib/route-handle";
import { useAppData } from "~/lib/use-app-data";

export const headers = noStore;
/** Spec §2 Layout: pages of the my area get the reduced footer. */
export const handle: RouteHandle = { footerDetailsHidden: true };

/**
 * Every /my/… page requires a login; a guest goes to /login?next=<this page>. The unread-notice count
 * for the header, the drawer and the my menu comes with the root's app data (decision 043's note).
 */
export function loader({ request }: LoaderFunctionArgs) {
  requireDoctor(request);
  return null;
}

/** The login is checked again on every navigation. */
export const shouldRevalidate = () => true;

export default function MyArea() {
  const appData = useAppData();
  const unreadNotices = useUnreadNotices(appData.unread_notices);
  return (
    <SiteShell data={appData} unreadNotices={unreadNotices}>
      <div className="my-area container">
        <AccountNav unreadNotices={unreadNotices} />
        <div className="my-area__main">
          <Outlet />
        </div>
      </div>
    </SiteShell>
  );
}

/** A 401 from a page's API call (lib/my-api.server.ts) is the end of the login, not an error. */
export function ErrorBoundary() {
  const error = useRouteError();
  const ended = isRouteErrorResponse(error) && error.status === 401;
  return <SiteShell data={useAppData()}>{ended ? <SessionEnded /> : <RouteErrorPage />}</SiteShell>;
}
