import { useFetcher, useLocation } from "@remix-run/react";
import { PRACTICE_PATHS, questionAnchor } from "~/features/practice/paths";

/**
 * Mark or unmark a question. Without JavaScript a plain form post that comes back to the same place
 * on the page; with it a fetcher, so the page does not reload, showing the new state at once.
 */
export function BookmarkButton({ questionId, bookmarked }: { questionId: number; bookmarked: boolean }) {
  const fetcher = useFetcher<{ bookmarked: boolean }>();
  const location = useLocation();
  const pending = fetcher.formData?.get("bookmarked");
  const shown = pending !== undefined && pending !== null ? pending === "1" : (fetcher.data?.bookmarked ?? bookmarked);
  return (
    <form
      method="post"
      action={PRACTICE_PATHS.bookmarks}
      className="bookmark-form"
      onSubmit={(e) => {
        e.preventDefault();
        const form = new FormData(e.currentTarget);
        form.set("via", "fetcher");
        form.set("bookmarked", shown ? "0" : "1");
        fetcher.submit(form, { method: "post", action: PRACTICE_PATHS.bookmarks });
      }}
    >
      <input type="hidden" name="question_id" value={questionId} />
      <input type="hidden" name="bookmarked" value={shown ? "0" : "1"} />
      <input type="hidden" name="back" value={`${location.pathname}${location.search}#${questionAnchor(questionId)}`} />
      <button type="submit" className={shown ? "btn btn-primary" : "btn btn-outline"} aria-pressed={shown}>
        {shown ? "বুকমার্ক করা হয়েছে ✓" : "বুকমার্ক করুন"}
      </button>
    </form>
  );
}
