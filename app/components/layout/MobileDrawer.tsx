import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { Icon } from "~/components/ui/Icon";
import type { LayoutData } from "~/lib/app-data.server";
import { Brand } from "./Brand";
import { LayoutIcon } from "./LayoutIcon";
import { MenuList } from "./MenuList";
import { SocialLinks } from "./SocialLinks";
import { Helpline } from "./TopBar";
import { UserArea } from "./UserArea";

/**
 * The mobile menu, mirroring the header (spec §1). A <details> element, so it opens and closes
 * without JavaScript: its <summary> is the hamburger, and the × of the open drawer. JavaScript adds
 * what a disclosure cannot do on its own: close after a client-side navigation (the element would
 * otherwise stay open on the next page), on Escape and on a tap outside the panel.
 */
export function MobileDrawer({ data, unreadNotices }: { data: LayoutData; unreadNotices: number | null }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [location.key]);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const summary = details.querySelector("summary");
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape" && details.open) {
        details.open = false;
        summary?.focus();
      }
    };
    const onScrimClick = (e: MouseEvent) => {
      if ((e.target as HTMLElement).classList.contains("drawer__scrim")) details.open = false;
    };
    const onToggle = () => {
      document.documentElement.classList.toggle("drawer-open", details.open);
      if (details.open) details.querySelector<HTMLElement>(".drawer__panel a, .drawer__panel button")?.focus();
    };
    document.addEventListener("keydown", onKey);
    details.addEventListener("click", onScrimClick);
    details.addEventListener("toggle", onToggle);
    return () => {
      document.removeEventListener("keydown", onKey);
      details.removeEventListener("click", onScrimClick);
      details.removeEventListener("toggle", onToggle);
      document.documentElement.classList.remove("drawer-open");
    };
  }, []);

  return (
    <details className="drawer" ref={ref}>
      <summary className="drawer__toggle">
        <span className="drawer__icon-open">
          <LayoutIcon name="menu" size={26} />
        </span>
        <span className="drawer__icon-close">
          <Icon name="close" size={26} />
        </span>
        <span className="visually-hidden">মেনু</span>
      </summary>
      <div className="drawer__scrim" />
      <nav className="drawer__panel" aria-label="মোবাইল মেনু">
        <Brand logo={data.logo} name={data.company_name} />
        <UserArea data={data} unreadNotices={unreadNotices} className="drawer__user" />
        <MenuList items={data.menus} variant="drawer" />
        <div className="drawer__contact">
          <Helpline phone={data.support.helpline} />
          <SocialLinks links={data.footer_social_links} />
        </div>
      </nav>
    </details>
  );
}
