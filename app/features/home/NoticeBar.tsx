import { Await } from "@remix-run/react";
import type { ScrollingNotice } from "@contract";
import { Suspense, type ReactNode } from "react";
import { SmartLink } from "~/components/ui/SmartLink";

/**
 * The marquee is pure CSS (40 s loop, paused on hover and keyboard focus, static and scrollable under
 * prefers-reduced-motion). The list is rendered twice so the loop is seamless; the copy is hidden
 * from assistive technology and made inert so keyboard users meet each link once.
 * With no notices (or the API down) the bar is left out rather than showing an empty strip.
 */
export function NoticeBar({ notices }: { notices: Promise<ScrollingNotice[] | null> }) {
  return (
    <Suspense fallback={<Bar>{<div className="skeleton skeleton-line marquee__placeholder" data-skeleton />}</Bar>}>
      <Await resolve={notices} errorElement={null}>
        {(list) =>
          list && list.length > 0 ? (
            <Bar>
              <div className="marquee__track">
                <NoticeList notices={list} />
                <NoticeList notices={list} copy />
              </div>
            </Bar>
          ) : null
        }
      </Await>
    </Suspense>
  );
}

function Bar({ children }: { children: ReactNode }) {
  return (
    <div className="notice-bar" data-section="notices" role="region" aria-label="নোটিশ">
      <div className="container notice-bar__inner">
        <span className="notice-bar__label">নোটিশ</span>
        <div className="marquee">{children}</div>
      </div>
    </div>
  );
}

function NoticeList({ notices, copy = false }: { notices: ScrollingNotice[]; copy?: boolean }) {
  // React 18's DOM types don't know `inert` yet; it is passed through as a plain attribute.
  const hidden = copy ? { "aria-hidden": true, inert: "", "data-copy": "" } : {};
  return (
    <ul className="marquee__list" {...hidden}>
      {notices.map((n) => (
        <li key={n.id} className="marquee__item">
          <SmartLink to={n.link} className="marquee__link">
            {n.title}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}
