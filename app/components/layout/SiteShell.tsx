import type { ReactNode } from "react";
import type { LayoutData } from "~/lib/app-data.server";
import { useRouteHandle } from "~/lib/route-handle";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";
import { TopBar } from "./TopBar";

/**
 * Top bar, header, page, footer — honouring the route handle's hide/reduce flags. `unreadNotices`
 * is the logged-in doctor's badge, given only by the my layout (public pages make no extra call).
 */
export function SiteShell({
  data,
  unreadNotices = null,
  children,
}: {
  data: LayoutData;
  unreadNotices?: number | null;
  children: ReactNode;
}) {
  const handle = useRouteHandle();
  return (
    <>
      <a className="skip-link" href="#main">
        মূল অংশে যান
      </a>
      {!handle.hideHeader && (
        <>
          <TopBar data={data} />
          <SiteHeader data={data} unreadNotices={unreadNotices} />
        </>
      )}
      <main id="main" className="site-main">
        {children}
      </main>
      {!handle.hideFooter && <SiteFooter data={data} reduced={handle.footerDetailsHidden} />}
    </>
  );
}
