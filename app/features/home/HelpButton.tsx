import type { Support } from "@contract";
import { useEffect, useRef } from "react";
import { Icon } from "~/components/ui/Icon";
import { formatHour } from "~/lib/format";
import { NEW_TAB, telUrl, whatsAppUrl } from "~/lib/links";

const hoursText = (h: Support["chat_hours"]) => `${formatHour(h.from)} – ${formatHour(h.to)}`;

/**
 * A `<details>` disclosure, so the panel opens and closes without JavaScript. With JavaScript it also
 * closes on Escape and on a click elsewhere, like any floating panel.
 */
export function HelpButton({ support }: { support: Support }) {
  const ref = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const outside = (e: PointerEvent) => {
      if (details.open && !details.contains(e.target as Node)) details.open = false;
    };
    const escape = (e: KeyboardEvent) => {
      if (e.key === "Escape" && details.open) {
        details.open = false;
        details.querySelector("summary")?.focus();
      }
    };
    document.addEventListener("pointerdown", outside);
    document.addEventListener("keydown", escape);
    return () => {
      document.removeEventListener("pointerdown", outside);
      document.removeEventListener("keydown", escape);
    };
  }, []);

  return (
    <details ref={ref} className="help-fab" data-help>
      <summary className="help-fab__button" aria-label="সাহায্য দরকার?">
        <Icon name="help" size={28} className="help-fab__open-icon" />
        <Icon name="close" size={26} className="help-fab__close-icon" />
      </summary>
      <div className="help-fab__panel" role="group" aria-labelledby="help-title">
        <p id="help-title" className="help-fab__title">
          কীভাবে সাহায্য করতে পারি?
        </p>
        <ul className="help-fab__options">
          <li>
            <a
              href={support.messenger_link}
              {...NEW_TAB}
              className="help-option help-option--messenger"
              data-help-option="messenger"
            >
              <Icon name="messenger" size={22} />
              <span>মেসেঞ্জারে চ্যাট</span>
            </a>
          </li>
          <li>
            <a
              href={whatsAppUrl(support.whatsapp_phone)}
              {...NEW_TAB}
              className="help-option help-option--whatsapp"
              data-help-option="whatsapp"
            >
              <Icon name="whatsapp" size={22} />
              <span>হোয়াটসঅ্যাপ</span>
            </a>
          </li>
          <li>
            <a href={telUrl(support.call_phone)} className="help-option help-option--call" data-help-option="call">
              <Icon name="phone" size={22} />
              <span>
                কল করুন <span className="help-option__number">{support.call_phone}</span>
              </span>
            </a>
          </li>
        </ul>
        <dl className="help-fab__hours">
          <div>
            <dt>চ্যাট:</dt>
            <dd>{hoursText(support.chat_hours)}</dd>
          </div>
          <div>
            <dt>ফোন:</dt>
            <dd>{hoursText(support.phone_hours)}</dd>
          </div>
        </dl>
      </div>
    </details>
  );
}
