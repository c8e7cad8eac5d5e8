/**
 * /robots.txt: what search engines may index. The public catalogue (courses, batches, events, quizzes,
 * the FAQ) is meant to be found; a doctor's own area, the admin, and the sign-in and payment steps are
 * not. Before this file, every crawler's first request rendered the whole 404 page.
 */
const ROBOTS = [
  "User-agent: *",
  "Disallow: /my/",
  "Disallow: /admin",
  "Disallow: /login-for-admin",
  "Disallow: /logout",
  "Disallow: /resources/",
  "Disallow: /unit-video-cart",
  "Disallow: /otp",
  "Disallow: /reset-password",
  "Disallow: /event/",
  "",
].join("\n");

/** A day in caches: it changes only with a release. */
export const loader = () =>
  new Response(ROBOTS, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
