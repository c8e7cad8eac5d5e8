import type { ReactNode } from "react";

type Props = {
  title: ReactNode;
  lead?: ReactNode;
  /** Above the heading, inside the header: the way up to the parent page (a course's pages link to the course). */
  parent?: ReactNode;
  /** Above the heading: something the doctor must deal with first (the required-information form). */
  before?: ReactNode;
  children: ReactNode;
};

/**
 * Use for every page under /my (inside the my-area layout with its side navigation): the page's one h1,
 * an optional lead line, then the page's cards. Public pages use `PageHeader` instead.
 */
export function MyPage({ title, lead, parent, before, children }: Props) {
  return (
    <>
      {before}
      <header className="my-header">
        {parent ? <p className="my-header__lead">{parent}</p> : null}
        <h1>{title}</h1>
        {lead ? <p className="my-header__lead">{lead}</p> : null}
      </header>
      {children}
    </>
  );
}
