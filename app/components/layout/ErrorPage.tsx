import { isRouteErrorResponse, Link, useLocation, useRouteError } from "@remix-run/react";

export const NOT_FOUND_TITLE = "পাতাটি খুঁজে পাওয়া যায়নি";
export const ERROR_TITLE = "দুঃখিত, কিছু একটা সমস্যা হয়েছে";

/**
 * The page an error boundary shows. Never a stack trace; the error's message only in development,
 * because in production it could name internals (an API endpoint, a host).
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const detail = process.env.NODE_ENV === "development" && error instanceof Error ? error.message : undefined;
  return <ErrorPage status={status} detail={detail} />;
}

export function ErrorPage({ status, detail }: { status: number; detail?: string }) {
  const location = useLocation();
  const notFound = status === 404;
  return (
    <section className="error-page container" aria-labelledby="error-title">
      <p className="error-page__code" aria-hidden="true">
        {notFound ? "৪০৪" : "!"}
      </p>
      <h1 id="error-title">{notFound ? NOT_FOUND_TITLE : ERROR_TITLE}</h1>
      <p>
        {notFound
          ? "আপনি যে ঠিকানাটি খুঁজছেন সেটি সরানো হয়েছে অথবা কখনো ছিল না। ঠিকানাটি আরেকবার দেখে নিন।"
          : "সার্ভারের সাথে যোগাযোগে সাময়িক সমস্যা হচ্ছে। কিছুক্ষণ পর আবার চেষ্টা করুন।"}
      </p>
      {detail && <pre className="error-page__detail">{detail}</pre>}
      <p className="error-page__actions">
        <Link to="/" className="btn btn-primary">
          হোম পেজে ফিরে যান
        </Link>
        {!notFound && (
          // A plain link: a fresh page load also works when the app's JavaScript is what failed.
          <a href={location.pathname + location.search} className="btn btn-outline" data-discover="false">
            আবার চেষ্টা করুন
          </a>
        )}
      </p>
    </section>
  );
}
