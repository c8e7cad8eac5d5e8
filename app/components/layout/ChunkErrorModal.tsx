import { useEffect, useState } from "react";
import { Modal } from "~/components/ui/Modal";
import { CHUNK_ERROR_EVENT, clearChunkErrorFlag, takeChunkErrorFlag } from "./chunk-errors";

/**
 * The warning for a part of the app that failed to load (see chunk-errors.ts). Client-only: without
 * JavaScript no chunk is ever loaded, so there is nothing to warn about.
 */
export function ChunkErrorModal() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (takeChunkErrorFlag()) setOpen(true);
    // Shown at once; the flag stays set in case Remix reloads the page next, so the reloaded page warns too.
    const show = () => setOpen(true);
    window.addEventListener(CHUNK_ERROR_EVENT, show);
    return () => window.removeEventListener(CHUNK_ERROR_EVENT, show);
  }, []);

  if (!open) return null;
  return (
    <Modal
      labelledBy="chunk-error-title"
      className="chunk-error-modal"
      onClose={() => {
        clearChunkErrorFlag();
        setOpen(false);
      }}
    >
      <h2 id="chunk-error-title">পাতার একটি অংশ লোড করা যায়নি</h2>
      <p>ইন্টারনেট সংযোগ দুর্বল হতে পারে, অথবা সাইটটি এইমাত্র হালনাগাদ হয়েছে। পাতাটি আবার লোড করুন।</p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        আবার লোড করুন
      </button>
    </Modal>
  );
}
