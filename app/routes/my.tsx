import type { LoaderFunctionArgs } from "@remix-run/node";
import { isRouteErrorResponse, Outlet, useRouteError } from "@remix-run/react";
import { AccountNav } from "~/features/account/AccountNav";
import { noStore } from "~/features/account/route-exports";
import { SessionEnded } from "~/features/account/SessionEnded";
import { RouteErrorPage } from "~/components/layout/ErrorPage";
import { SiteShell } from "~/components/layout/SiteShell";
import { requireDoctor } from "~/features/account/guards.server";
import type { RouteHandle } from "~/lib/route-handle";
import { useAppData } from "~/lib/use-app-data";

export const headers = noStore;
/** Spec §2 Layout: pages of the my area get the reduced footer. */
export const handle: RouteHandle = { footerDetailsHidden: true };

/** Every /my/… page requires a login; a guest goes to /login?next=<this page>. */
export function loader({ request }: LoaderFunctionArgs) {
  requireDoctor(request);
  return null;
}

export default function MyArea() {
  return (
    <SiteShell data={useAppData()}>
      <div className="my-area container">
        <AccountNav />
        <div className="my-area__main">
          <Outlet />
        </div>
      </div>
    </SiteShell>
  );
}

/** A 401 from a page's API call (my-area.server.ts) is the end of the login, not an error. */
export function ErrorBoundary() {
  const error = useRouteError();
  const ended = isRouteErrorResponse(error) && error.status === 401;
  return <SiteShell data={useAppData()}>{ended ? <SessionEnded /> : <RouteErrorPage />}</SiteShell>;
}
