import type { CourseMaterial } from "@contract";
import { formatDate } from "~/lib/format";

const KIND_LABELS: Record<CourseMaterial["kind"], string> = {
  guide: "নির্দেশিকা",
  syllabus: "সিলেবাস",
  reading: "পড়ার তালিকা",
  link: "দরকারি লিংক",
};

/** The batch's materials, each as plain paragraphs (the API sends text, never HTML) and an outside link if it has one. */
export function MaterialList({ materials }: { materials: CourseMaterial[] }) {
  if (materials.length === 0) return <p className="my-card">এই কোর্সের জন্য এখনো কোনো ম্যাটেরিয়াল প্রকাশ করা হয়নি।</p>;
  return (
    <ul className="material-list">
      {materials.map((m) => (
        <li key={m.id} className="my-card material" data-kind={m.kind}>
          <p className="material__kind">{KIND_LABELS[m.kind]}</p>
          <h2 className="material__title">{m.title}</h2>
          {m.body.split(/\n{2,}/).map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
          {m.link ? (
            <p>
              <a href={m.link} target="_blank" rel="noopener noreferrer">
                ওয়েবসাইটটি দেখুন (নতুন ট্যাবে)
              </a>
            </p>
          ) : null}
          <p className="material__date">
            প্রকাশ: <time dateTime={m.published_at}>{formatDate(m.published_at)}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}
