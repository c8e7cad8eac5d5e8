import type { LayoutData } from "~/lib/app-data.server";
import { Brand } from "./Brand";
import { MenuList } from "./MenuList";
import { MobileDrawer } from "./MobileDrawer";
import { UserArea } from "./UserArea";

/** Logo, menu with dropdowns and the user area; below the desktop breakpoint the drawer replaces the last two. */
export function SiteHeader({ data, unreadNotices }: { data: LayoutData; unreadNotices: number | null }) {
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Brand logo={data.logo} name={data.company_name} />
        <nav className="main-nav" aria-label="প্রধান মেনু">
          <MenuList items={data.menus} variant="bar" />
        </nav>
        <UserArea data={data} unreadNotices={unreadNotices} className="site-header__user" />
        <MobileDrawer data={data} unreadNotices={unreadNotices} />
      </div>
    </header>
  );
}
