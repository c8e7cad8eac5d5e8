/**
 * The unit-video cart (spec: unit-video-cart; decision 019): held by the API per doctor and course,
 * chosen with `?course=`. Without a course, the courses that sell unit videos. Coming back from
 * bKash (`?payment=`) shows the outcome here: paid, the red "paymenrt Cancelled", or a refund note.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import type { SerializeFrom } from "@remix-run/node";
import { MyPage } from "~/components/layout/MyPage";
import { EmptyState } from "~/components/ui/EmptyState";
import { pageMeta } from "~/components/ui/page-meta";
import { cleanHtml } from "~/lib/html.server";
import { CartItems, CourseChoice, PurchasedVideos, VideoShelf } from "~/features/payments/CartViews";
import { cartSignature, useCartSync } from "~/features/payments/cart-sync";
import { cartAction, cartPage, courseQuery, coursesWithUnitVideos } from "~/features/payments/cart.server";
import { CART_PATH } from "~/features/payments/paths";
import { PaymentOutcome, PayWithBkash } from "~/features/payments/PaymentViews";
import paymentsCss from "~/features/payments/payments.css?url";
import { catalogueLinks } from "~/features/catalogue/page";
import { notFound } from "~/lib/pages.server";

export const links = () => [...catalogueLinks(), { rel: "stylesheet", href: paymentsCss }];

export async function loader({ request }: LoaderFunctionArgs) {
  const courseId = courseQuery(request);
  if (courseId === null) return { kind: "courses" as const, courses: await coursesWithUnitVideos() };
  const { cart, videos, returned } = await cartPage(request, courseId);
  // The questions are staff-written HTML from the API: cleaned here, before the page renders them.
  const clean = <T extends { question_html: string | null }>(v: T) => ({
    ...v,
    question_html: v.question_html && cleanHtml(v.question_html),
  });
  return {
    kind: "cart" as const,
    cart: { ...cart, items: cart.items.map(clean), purchased: cart.purchased.map(clean) },
    videos,
    returned,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const courseId = courseQuery(request);
  if (courseId === null) notFound();
  return cartAction(request, courseId);
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(
    data?.kind === "cart" ? `ইউনিট ভিডিও কার্ট: ${data.cart.course.title}` : "ইউনিট ভিডিও",
    "ক্লাসের রেকর্ডিং আলাদা করে কিনুন।",
  );

export default function UnitVideoCartPage() {
  const page = useLoaderData<typeof loader>();
  if (page.kind === "courses") {
    return (
      <MyPage title="ইউনিট ভিডিও" lead="যে কোর্সের ক্লাসের রেকর্ডিং কিনতে চান, সেটি বেছে নিন">
        {page.courses.length ? (
          <CourseChoice courses={page.courses} />
        ) : (
          <EmptyState message="এখন কোনো ইউনিট ভিডিও বিক্রি হচ্ছে না।" />
        )}
      </MyPage>
    );
  }
  return <CartPage {...page} />;
}

function CartPage({ cart, videos, returned }: Extract<SerializeFrom<typeof loader>, { kind: "cart" }>) {
  const result = useActionData<typeof action>();
  useCartSync(cart.course.id, cartSignature(cart));
  return (
    <MyPage title="ইউনিট ভিডিও কার্ট" lead={cart.course.title} parent={<Link to={CART_PATH}>← সব কোর্সের ইউনিট ভিডিও</Link>}>
      <PaymentOutcome returned={returned} thanks="ধন্যবাদ! পেমেন্ট সম্পন্ন হয়েছে; ভিডিওগুলো এখন আপনার।" />
      {result && "error" in result ? (
        <p className="payment-alert" role="alert">
          {result.error}
        </p>
      ) : null}
      <section className="card cart" aria-labelledby="cart-title" data-course-id={cart.course.id}>
        <h2 id="cart-title">আপনার কার্ট</h2>
        <CartItems cart={cart} />
        <PayWithBkash refusal={result && "refusal" in result ? result.refusal : undefined} intent="pay" />
      </section>
      <PurchasedVideos videos={cart.purchased} />
      <section aria-labelledby="cart-shelf-title">
        <h2 id="cart-shelf-title">এই কোর্সের ইউনিট ভিডিও</h2>
        <VideoShelf videos={videos} cart={cart} />
      </section>
    </MyPage>
  );
}
