import { Await } from "@remix-run/react";
import { Suspense, type ReactNode } from "react";
import { EmptyState } from "~/components/ui/EmptyState";

export type SectionName =
  "notices" | "hero" | "events" | "batch-categories" | "services" | "banners" | "courses" | "faq" | "contacts" | "quizzes";

type ShellProps = { name: SectionName; title: string; lead?: string; action?: ReactNode; children: ReactNode };

/**
 * `data-section` gives tests (and analytics) a stable handle that survives copy changes; the id is
 * the anchor menus link to (the seeded "কোর্সসমূহ" item points at "/#courses").
 */
export function SectionShell({ name, title, lead, action, children }: ShellProps) {
  const headingId = `section-${name}`;
  return (
    <section id={name} className={`home-section home-section--${name}`} data-section={name} aria-labelledby={headingId}>
      <div className="container">
        <header className="home-section__header">
          <div>
            <h2 id={headingId} className="home-section__title">
              {title}
            </h2>
            {lead ? <p className="home-section__lead">{lead}</p> : null}
          </div>
          {action}
        </header>
        {children}
      </div>
    </section>
  );
}

type Props<T> = Omit<ShellProps, "action" | "children"> & {
  /** Resolves to null when the API could not answer (the loader catches per section). */
  data: Promise<T | null>;
  skeleton: ReactNode;
  children: (data: T) => ReactNode;
  action?: (data: T) => ReactNode;
  /** Sections that only make sense with content (e.g. quizzes) disappear instead of showing an empty list. */
  hideWhen?: (data: T) => boolean;
};

/**
 * A home section whose data streams in: skeleton while waiting (client navigations), the cards when
 * it resolves, or a Bengali "unavailable" note when that one call failed — never a broken page.
 * Document requests arrive fully rendered because the server waits for all data before sending HTML.
 */
export function HomeSection<T>({ data, skeleton, children, action, hideWhen, ...shell }: Props<T>) {
  const unavailable = (
    <SectionShell {...shell}>
      <EmptyState />
    </SectionShell>
  );
  return (
    <Suspense fallback={<SectionShell {...shell}>{skeleton}</SectionShell>}>
      <Await resolve={data} errorElement={unavailable}>
        {(resolved) => {
          if (resolved === null) return unavailable;
          const value = resolved as T;
          if (hideWhen?.(value)) return null;
          return (
            <SectionShell {...shell} action={action?.(value)}>
              {children(value)}
            </SectionShell>
          );
        }}
      </Await>
    </Suspense>
  );
}
