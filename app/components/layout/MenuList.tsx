import type { MenuItem } from "@contract";
import { Link, NavLink } from "~/components/ui/Link";
import { NEW_TAB } from "~/lib/links";
import { LayoutIcon } from "./LayoutIcon";

/**
 * The API's menu, used by the header bar and the mobile drawer. In the bar, children open as a
 * dropdown on hover and on keyboard focus (CSS :hover / :focus-within, no JavaScript); in the drawer
 * they are always listed under their parent.
 */
export function MenuList({ items, variant }: { items: readonly MenuItem[]; variant: "bar" | "drawer" }) {
  return (
    <ul className={`menu menu--${variant}`}>
      {items.map((item) => (
        <li key={item.title + item.link} className={item.children?.length ? "menu__item has-children" : "menu__item"}>
          <MenuLink item={item} showChevron={variant === "bar" && Boolean(item.children?.length)} />
          {item.children?.length ? (
            <ul className="menu__children">
              {item.children.map((child) => (
                <li key={child.title + child.link}>
                  <MenuLink item={child} showChevron={false} />
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function MenuLink({ item, showChevron }: { item: MenuItem; showChevron: boolean }) {
  const label = (
    <>
      {item.title}
      {showChevron && <LayoutIcon name="chevronDown" size={16} />}
    </>
  );
  if (/^https?:\/\//i.test(item.link)) {
    return (
      <a href={item.link} className="menu__link" {...NEW_TAB}>
        {label}
      </a>
    );
  }
  if (!item.link.startsWith("/")) {
    // A parent without its own page (e.g. "#"): still focusable, so keyboard users can open its dropdown.
    return (
      <button type="button" className="menu__link">
        {label}
      </button>
    );
  }
  if (item.link.includes("#")) {
    // A section of a page ("/#courses") is not "the current page" just because that page is open.
    return (
      <Link to={item.link} prefetch="intent" className="menu__link">
        {label}
      </Link>
    );
  }
  return (
    <NavLink to={item.link} end={item.link === "/"} prefetch="intent" className="menu__link">
      {label}
    </NavLink>
  );
}
