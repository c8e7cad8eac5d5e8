import { useFetcher, useLocation } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { useRef, useState } from "react";
import { CloseIconButton, Modal } from "~/components/ui/Modal";

export type PromoView = { title: string; body: string; link: string; image: string | null };

const DISMISS_ACTION = "/resources/promo-dismiss";

/**
 * The server renders this only when the promo is due (cookie `promo_seen_at` absent or older than
 * 6 hours). Closing posts to the dismiss route: a real form without JavaScript, a fetcher with it.
 */
export function PromotionModal({ promo }: { promo: PromoView }) {
  const fetcher = useFetcher();
  const location = useLocation();
  const [open, setOpen] = useState(true);
  const dismissed = useRef(false);

  const dismiss = () => {
    if (dismissed.current) return;
    dismissed.current = true;
    setOpen(false);
    fetcher.submit({ via: "fetcher" }, { method: "post", action: DISMISS_ACTION });
  };

  if (!open) return null;
  return (
    <Modal
      labelledBy="promo-title"
      className="promo-modal"
      afterLoad
      onClose={dismiss}
      closeControl={
        <form
          method="post"
          action={DISMISS_ACTION}
          onSubmit={(e) => {
            e.preventDefault();
            dismiss();
          }}
        >
          <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
          <CloseIconButton />
        </form>
      }
    >
      {promo.image ? (
        <img src={promo.image} alt="" width={640} height={320} loading="lazy" decoding="async" className="promo-modal__image" />
      ) : null}
      <div className="promo-modal__body">
        <h2 id="promo-title" className="modal__title">
          {promo.title}
        </h2>
        {promo.body ? <p>{promo.body}</p> : null}
        <Link to={promo.link} className="btn btn-primary btn-lg" onClick={dismiss} data-promo-link>
          বিস্তারিত দেখুন
        </Link>
      </div>
    </Modal>
  );
}
