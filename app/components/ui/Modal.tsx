import { useEffect, useRef, type ReactNode } from "react";
import { whenLoadedAndIdle } from "~/lib/after-load";
import { Icon } from "./Icon";

type Props = {
  labelledBy: string;
  className?: string;
  /** Called whenever the dialog closes (× button, Escape), once JavaScript runs. */
  onClose?: () => void;
  /** Replaces the default × (a native `method="dialog"` form) when closing must reach the server. */
  closeControl?: ReactNode;
  /**
   * With JavaScript, open only once the page has loaded and the browser is idle, so a first-visit
   * overlay never competes with the page for bandwidth or becomes its largest paint. The stylesheet
   * hides such a dialog while scripting is enabled (`@media (scripting: enabled)`); without
   * JavaScript it shows straight from the server HTML as before.
   */
  afterLoad?: boolean;
  children: ReactNode;
};

export function CloseIconButton() {
  return (
    <button type="submit" className="icon-button" aria-label="বন্ধ করুন">
      <Icon name="close" size={22} />
    </button>
  );
}

/**
 * A `<dialog>` that is already open in the server HTML, so it shows (styled as an overlay) without
 * JavaScript, and whose default × is a `method="dialog"` form the browser handles natively.
 * JavaScript upgrades it to a true modal: `showModal()` gives the top layer, an inert background,
 * focus handling and Escape.
 */
export function Modal({ labelledBy, className, onClose, closeControl, afterLoad = false, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || typeof dialog.showModal !== "function") return;
    const closed = () => onCloseRef.current?.();
    const open = () => {
      // Dropping the attribute (not close()) avoids a "close" event that would dismiss it straight away.
      dialog.removeAttribute("open");
      dialog.showModal();
      dialog.dataset.revealed = "";
      dialog.addEventListener("close", closed);
    };
    const cancel = afterLoad ? whenLoadedAndIdle(open) : (open(), () => {});
    return () => {
      cancel();
      dialog.removeEventListener("close", closed);
    };
  }, [afterLoad]);

  return (
    <dialog
      ref={ref}
      open
      aria-labelledby={labelledBy}
      className={`modal ${className ?? ""}`}
      data-after-load={afterLoad ? "" : undefined}
    >
      <div className="modal__close">
        {closeControl ?? (
          <form method="dialog">
            <CloseIconButton />
          </form>
        )}
      </div>
      {children}
    </dialog>
  );
}
