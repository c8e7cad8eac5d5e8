/** Shown in place of a list when the API could not answer; the rest of the page keeps working. */
export const UNAVAILABLE_MESSAGE = "এই মুহূর্তে তথ্য আনা যাচ্ছে না";

export function EmptyState({ message = UNAVAILABLE_MESSAGE }: { message?: string }) {
  return (
    <p className="empty-state" role="status">
      {message}
    </p>
  );
}
