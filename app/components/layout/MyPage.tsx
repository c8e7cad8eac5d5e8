import type { ReactNode } from "react";

type Props = { title: ReactNode; lead?: ReactNode; children: ReactNode };

/**
 * Use for every page under /my (inside the my-area layout with its side navigation): the page's one h1,
 * an optional lead line, then the page's cards. Public pages use `PageHeader` instead.
 */
export function MyPage({ title, lead, children }: Props) {
  return (
    <>
      <header className="my-header">
        <h1>{title}</h1>
        {lead ? <p className="my-header__lead">{lead}</p> : null}
      </header>
      {children}
    </>
  );
}
