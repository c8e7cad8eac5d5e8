import { Outlet } from "@remix-run/react";
import { RouteErrorPage } from "~/components/layout/ErrorPage";
import { SiteShell } from "~/components/layout/SiteShell";
import { useAppData } from "~/lib/use-app-data";

/** The public pages' frame: top bar, header with menu and drawer, footer (spec §1). */
export default function PublicLayout() {
  return (
    <SiteShell data={useAppData()}>
      <Outlet />
    </SiteShell>
  );
}

/** A failing public page keeps the header and footer, so the visitor can still navigate away. */
export function ErrorBoundary() {
  return (
    <SiteShell data={useAppData()}>
      <RouteErrorPage />
    </SiteShell>
  );
}
