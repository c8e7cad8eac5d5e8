import { useLocation } from "@remix-run/react";
import { Modal } from "~/components/ui/Modal";

/**
 * Shown once after the API refused the visitor's login (the root loader's "sessionExpired" flash).
 * The English line is the product's own text (spec §8). Reload is a plain link to the current page,
 * so it works without JavaScript and brings the page back in its logged-out state.
 */
export function SessionTimeoutModal() {
  const location = useLocation();
  return (
    <Modal labelledBy="session-timeout-title" className="session-timeout-modal">
      <h2 id="session-timeout-title" lang="en">
        Session timeout! Please Reload.
      </h2>
      <p>আপনার লগইনের মেয়াদ শেষ হয়ে গেছে। পাতাটি আবার লোড করে নতুন করে লগইন করুন।</p>
      <a className="btn btn-primary" href={location.pathname + location.search}>
        Reload
      </a>
    </Modal>
  );
}
