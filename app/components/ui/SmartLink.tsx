import { Link } from "~/components/ui/Link";
import type { ReactNode } from "react";
import { NEW_TAB, noticeLinkKind } from "~/lib/links";

/**
 * One link rule for content that comes from the API (notices, banners): http(s) leaves the portal in
 * a new tab, anything else is an in-app route handled by Remix, and no link is plain text.
 */
export function SmartLink({
  to,
  className,
  children,
}: {
  to: string | null | undefined;
  className?: string;
  children: ReactNode;
}) {
  const kind = noticeLinkKind(to);
  if (kind === "none" || !to) return <span className={className}>{children}</span>;
  if (kind === "external") {
    return (
      <a href={to.trim()} className={className} {...NEW_TAB}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to.trim()} className={className} prefetch="intent">
      {children}
    </Link>
  );
}
