import { formatDateTime } from "~/lib/format";

/** Where answers or explanations would be, while the exam's review policy still hides them. */
export function ReviewLater({ at }: { at: string }) {
  return (
    <p className="review-later" role="status">
      উত্তর ও ব্যাখ্যা এখনো দেখা যাবে না। পরীক্ষার সময় শেষ হলে, {formatDateTime(at)} থেকে দেখা যাবে।
    </p>
  );
}
