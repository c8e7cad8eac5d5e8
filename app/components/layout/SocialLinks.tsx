import type { SocialLink } from "@contract";
import { NEW_TAB } from "~/lib/links";
import { LayoutIcon } from "./LayoutIcon";

export function SocialLinks({ links, className }: { links: readonly SocialLink[]; className?: string }) {
  if (!links.length) return null;
  return (
    <ul className={`social-links ${className ?? ""}`}>
      {links.map((s) => (
        <li key={s.platform + s.link}>
          <a href={s.link} {...NEW_TAB} aria-label={s.title} title={s.title}>
            <LayoutIcon name={s.platform} />
          </a>
        </li>
      ))}
    </ul>
  );
}
