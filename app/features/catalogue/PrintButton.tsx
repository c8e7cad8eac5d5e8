import { useEffect, useState } from "react";

/**
 * Printing needs JavaScript to be started from a button, so the button appears only once it can
 * work; without JavaScript the browser's own print command prints the same page (print stylesheet).
 */
export function PrintButton() {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  if (!ready) return null;
  return (
    <button type="button" className="btn btn-outline no-print" onClick={() => window.print()}>
      প্রিন্ট করুন
    </button>
  );
}
