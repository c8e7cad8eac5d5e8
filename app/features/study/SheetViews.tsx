import type { DeliveryStage, LectureSheet, ReferenceBook, SheetTracking } from "@contract";
import { Link } from "~/components/ui/Link";
import { bnNumber, formatDateTime } from "~/lib/format";
import { STUDY_PATHS } from "./paths";

export const STAGE_LABELS: Record<DeliveryStage, string> = {
  packed: "প্যাক করা হয়েছে",
  handed_to_courier: "কুরিয়ারে দেওয়া হয়েছে",
  in_transit: "পথে আছে",
  delivered: "পৌঁছে গেছে",
};
const STAGES = Object.keys(STAGE_LABELS) as DeliveryStage[];

export function SheetList({ sheets }: { sheets: LectureSheet[] }) {
  return (
    <ul className="sheet-list">
      {sheets.map((s) => (
        <li key={s.id} className="my-card sheet-item">
          <h2 className="sheet-item__title">{s.title}</h2>
          <p className="sheet-item__meta">
            {s.course_title} · {s.batch_name} · {bnNumber(s.pages)} পৃষ্ঠা
          </p>
          {s.delivery ? (
            <p>
              অবস্থা: <strong>{STAGE_LABELS[s.delivery.stage]}</strong> ·{" "}
              <Link to={STUDY_PATHS.sheetTrack(s.delivery.id)}>ডেলিভারি ট্র্যাক করুন</Link>
            </p>
          ) : (
            <p>এখনো প্যাক করা হয়নি; প্যাক হলে এখানে ট্র্যাকিং দেখা যাবে।</p>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Every stage in order: the reached ones with place and bn-BD date, the rest as still to come. */
export function DeliveryTimeline({ delivery }: { delivery: SheetTracking }) {
  return (
    <ol className="delivery-timeline">
      {STAGES.map((stage) => {
        const step = delivery.steps.find((s) => s.stage === stage);
        return (
          <li key={stage} className="delivery-step" data-done={step ? "" : undefined}>
            <p className="delivery-step__stage">
              {STAGE_LABELS[stage]}
              {step ? null : <span className="visually-hidden"> (এখনো নয়)</span>}
            </p>
            {step ? (
              <p className="delivery-step__meta">
                <time dateTime={step.at}>{formatDateTime(step.at)}</time> · {step.place}
              </p>
            ) : (
              <p className="delivery-step__meta">অপেক্ষমাণ</p>
            )}
          </li>
        );
      })}
    </ol>
  );
}

export function BookList({ books }: { books: ReferenceBook[] }) {
  return (
    <ul className="book-list">
      {books.map((b) => (
        <li key={b.id}>
          <Link to={STUDY_PATHS.bookPage(b.id, 1)} lang="en">
            {b.title}
          </Link>{" "}
          <span className="sheet-item__meta">
            ({b.author} · {bnNumber(b.last_page)} পৃষ্ঠা)
          </span>
        </li>
      ))}
    </ul>
  );
}
