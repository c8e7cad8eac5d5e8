import type { ReactNode } from "react";

/** Errors about the whole form (the API's message, a cooldown, an expired step), read out when they appear. */
export function FormError({ id, errors, children }: { id?: string; errors: string[] | undefined; children?: ReactNode }) {
  if (!errors?.length) return null;
  return (
    <div className="form-message form-message--error" id={id} role="alert">
      {errors.map((e) => (
        <p key={e}>{e}</p>
      ))}
      {children}
    </div>
  );
}

/** A success or information line above a form ("a new code was sent", "password changed"). */
export function Notice({ children, tone = "success" }: { children: ReactNode; tone?: "success" | "info" | "warning" }) {
  return (
    <div className={`form-message form-message--${tone}`} role="status">
      {children}
    </div>
  );
}
