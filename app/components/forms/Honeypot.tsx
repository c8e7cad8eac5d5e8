import { HONEYPOT_FIELD } from "~/lib/auth/forms";

/**
 * A field people never see or reach (off-screen, out of the tab order, hidden from screen readers,
 * no autofill). Bots that fill every input fill this one too, and the action refuses them.
 */
export function Honeypot() {
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={HONEYPOT_FIELD}>এই ঘরটি খালি রাখুন</label>
      <input type="text" id={HONEYPOT_FIELD} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
