import { useLocation } from "@remix-run/react";

/**
 * A my-area page whose API call found the login gone (401). The root shows the session-timeout
 * modal on top; this is what stays underneath, and all a browser without JavaScript needs: Reload
 * is a plain link to the same page, which now, as a guest, leads to login and back here.
 */
export function SessionEnded() {
  const location = useLocation();
  return (
    <section className="session-ended" aria-labelledby="session-ended-title">
      <h1 id="session-ended-title">আপনার লগইনের মেয়াদ শেষ হয়েছে</h1>
      <p>নিরাপত্তার জন্য আপনাকে লগআউট করা হয়েছে। পাতাটি আবার লোড করে নতুন করে লগইন করুন।</p>
      <a className="btn btn-primary" href={location.pathname + location.search} data-discover="false">
        আবার লোড করুন
      </a>
    </section>
  );
}
