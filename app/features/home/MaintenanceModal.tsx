import { useState } from "react";
import { Modal } from "~/components/ui/Modal";

/**
 * Spec §4: a notice that the server is off from midnight to 2 AM exists but is never switched on —
 * the nightly window was retired and the product keeps the notice only for a future maintenance.
 * Flip this constant (and deploy) to show it; there is deliberately no runtime switch, so it cannot
 * appear by accident.
 */
export const MAINTENANCE_NOTICE_ENABLED = false;

export function MaintenanceModal() {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <Modal labelledBy="maintenance-title" className="maintenance-modal" onClose={() => setOpen(false)}>
      <h2 id="maintenance-title" className="modal__title">
        রক্ষণাবেক্ষণের নোটিশ
      </h2>
      <p>প্রতিদিন রাত ১২টা থেকে রাত ২টা পর্যন্ত সার্ভার রক্ষণাবেক্ষণের জন্য বন্ধ থাকবে। এই সময়ে ওয়েবসাইট ব্যবহার করা যাবে না।</p>
    </Modal>
  );
}
