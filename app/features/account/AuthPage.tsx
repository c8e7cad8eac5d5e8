import type { ReactNode } from "react";

/** The frame of the guest account pages (login, join, OTP, register, reset): one centred card. */
export function AuthPage({
  title,
  lead,
  children,
  aside,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <div className="auth-page container">
      <section className="auth-card" aria-labelledby="auth-title">
        <h1 id="auth-title" className="auth-card__title">
          {title}
        </h1>
        {lead ? <p className="auth-card__lead">{lead}</p> : null}
        {children}
      </section>
      {aside ? <div className="auth-page__aside">{aside}</div> : null}
    </div>
  );
}
