import { Link } from "~/components/ui/Link";
import type { ReactNode } from "react";

type Props = {
  /** The article's own class (e.g. "batch-details"), for page-specific styling and tests. */
  className: string;
  back: { to: string; label: string };
  image: string;
  /** Shown over the image (status, "alumni"). */
  badge?: ReactNode;
  title: ReactNode;
  /** The info card below the title: facts, price, the call to action. */
  info: ReactNode;
  /** Editor-written HTML from the product API's admin (trusted: never written by visitors). */
  descriptionHtml: string;
  /** Head-of-page extras that render nothing visible (JSON-LD). */
  head?: ReactNode;
  /** Sections after the description (e.g. a batch's schedules). */
  children?: ReactNode;
};

/** Use for any "one thing in detail" page (batch, event, and the detail pages to come): back link, image, info card, description. */
export function DetailPage({ className, back, image, badge, title, info, descriptionHtml, head, children }: Props) {
  return (
    <article className={className}>
      {head}
      <div className="container page-body">
        <Link to={back.to} className="page-back">
          ← {back.label}
        </Link>
        <div className="event-details__layout">
          <div className="event-details__media">
            <img src={image} alt="" width={960} height={540} />
            {badge}
          </div>
          <div className="event-details__info card">
            <h1 className="event-details__title">{title}</h1>
            {info}
          </div>
        </div>
        <div className="prose card event-details__description" dangerouslySetInnerHTML={{ __html: descriptionHtml }} />
        {children}
      </div>
    </article>
  );
}
