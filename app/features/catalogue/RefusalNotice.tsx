import { useLocation } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import type { BatchSummary, EnrollmentRefusal } from "@contract";
import { refusalView } from "~/features/catalogue/refusals";
import { telUrl } from "~/lib/links";
import { useAppData } from "~/lib/use-app-data";

/** Why the doctor cannot enroll here, and where to go instead. */
export function RefusalNotice({ refusal, batch }: { refusal: EnrollmentRefusal; batch: Pick<BatchSummary, "session"> }) {
  const here = useLocation();
  const view = refusalView(refusal, batch, here.pathname + here.search);
  const { helpline } = useAppData().support;
  return (
    <section className="card refusal" role="alert" aria-labelledby="refusal-title" data-refusal={refusal.code}>
      <h2 id="refusal-title" className="refusal__title">
        {view.title}
      </h2>
      <p>{view.message}</p>
      {view.details.length ? (
        <ul className="refusal__details">
          {view.details.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
      ) : null}
      <p className="refusal__actions">
        {view.actions.map((a, i) => (
          <Link key={a.to} to={a.to} className={`btn ${i === 0 ? "btn-primary" : "btn-outline"}`}>
            {a.label}
          </Link>
        ))}
      </p>
      <p className="card__meta">
        সাহায্য লাগলে কল করুন: <a href={telUrl(helpline)}>{helpline}</a>
      </p>
    </section>
  );
}
