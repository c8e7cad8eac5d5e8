import { isRouteErrorResponse, useLocation, useRouteError } from "@remix-run/react";
import { Link } from "~/components/ui/Link";

export const NOT_FOUND_TITLE = "পাতাটি খুঁজে পাওয়া যায়নি";
export const ERROR_TITLE = "দুঃখিত, কিছু একটা সমস্যা হয়েছে";

/**
 * The page an error boundary shows. Never a stack trace; the error's message only in development,
 * because in production it could name internals (an API endpoint, a host).
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // A client error's message is ours and in Bengali (bin/route-guards.ts); a server error's never shown.
  const message =
    isRouteErrorResponse(error) && status < 500 && typeof error.data?.message === "string" ? error.data.message : undefined;
  const detail = process.env.NODE_ENV === "development" && error instanceof Error ? error.message : undefined;
  return <ErrorPage status={status} detail={detail} message={message} />;
}

/** What each refused request is told when the refusal brings no message of its own. */
const CLIENT_ERROR_TEXT: Record<number, string> = {
  400: "অনুরোধটি সঠিকভাবে পাঠানো হয়নি। পাতাটি আবার খুলে চেষ্টা করুন।",
  405: "এই পাতায় এভাবে অনুরোধ পাঠানো যায় না।",
  413: "পাঠানো তথ্য অনেক বড়।",
  414: "ঠিকানাটি অনেক লম্বা। ঠিকানাটি আরেকবার দেখে নিন।",
  415: "এই ধরনের তথ্য গ্রহণ করা যায় না।",
  429: "অনেকবার চেষ্টা করা হয়েছে। কিছুক্ষণ পরে আবার চেষ্টা করুন।",
};

export function ErrorPage({ status, detail, message }: { status: number; detail?: string; message?: string }) {
  const location = useLocation();
  const notFound = status === 404;
  const refused = message ?? CLIENT_ERROR_TEXT[status];
  return (
    <section className="error-page container" aria-labelledby="error-title">
      <p className="error-page__code" aria-hidden="true">
        {notFound ? "৪০৪" : "!"}
      </p>
      <h1 id="error-title">{notFound ? NOT_FOUND_TITLE : ERROR_TITLE}</h1>
      <p>
        {notFound
          ? "আপনি যে ঠিকানাটি খুঁজছেন সেটি সরানো হয়েছে অথবা কখনো ছিল না। ঠিকানাটি আরেকবার দেখে নিন।"
          : (refused ?? "সার্ভারের সাথে যোগাযোগে সাময়িক সমস্যা হচ্ছে। কিছুক্ষণ পর আবার চেষ্টা করুন।")}
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
