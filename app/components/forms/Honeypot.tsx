/** The honeypot input's name; the account forms' schemas accept it and the actions refuse a filled one. */
export const HONEYPOT_FIELD = "contact_me_by_fax_only";

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
