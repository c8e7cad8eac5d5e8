import type { Enrollment } from "@contract";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { MyPage } from "~/components/layout/MyPage";
import { myApi } from "~/lib/my-api.server";
import { CheckoutSummary } from "~/features/catalogue/CheckoutSummary";
import { catalogueLinks, catalogueMeta } from "~/features/catalogue/page";
import { PayWithBkash, ReturnedNotice } from "~/features/payments/PaymentViews";
import paymentsCss from "~/features/payments/payments.css?url";
import { returnedPayment, startCoursePayment } from "~/features/payments/payments.server";
import { idParam, notFound } from "~/lib/pages.server";
import { readFormData } from "~/lib/form-submission.server";

export const links = () => [...catalogueLinks(), { rel: "stylesheet", href: paymentsCss }];

/** The enrollment is read back from the API: the amount shown is the server's, never one carried from the form. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = idParam(params.id);
  const [{ data }, returned] = await Promise.all([
    myApi(request, "enrollment", { params: { id } }, { 404: notFound }),
    returnedPayment(request, (p) => p.enrollment?.id === id),
  ]);
  return { enrollment: data, returned };
}

/** Pay with bKash: the API starts (or reuses) the payment and the browser goes to bKash's page. */
export async function action({ request, params }: ActionFunctionArgs) {
  const form = await readFormData(request.clone()).catch(() => null);
  const installment = String(form?.get("installment") ?? "");
  return startCoursePayment(
    request,
    idParam(params.id),
    /^(?:[1-9]|1[0-2])$/.test(installment) ? Number(installment) : undefined,
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  catalogueMeta(data && `চেকআউট: ${data.enrollment.batch.title}`, "ভর্তির ফি ও পরিশোধের তথ্য।");

/** What the page asks for: the fee while the seat is held, the next installment, or nothing more once paid. */
function checkoutLead(enrollment: Enrollment): string {
  if (enrollment.status === "pending_payment") return "ভর্তি সম্পন্ন করতে ফি পরিশোধ করুন";
  if (enrollment.status !== "active") return "ভর্তির তথ্য";
  return enrollment.next_installment ? "পরের কিস্তিটি পরিশোধ করুন" : "পেমেন্ট সম্পন্ন: এই ভর্তির আর কিছু পরিশোধ বাকি নেই";
}

export default function CourseCheckout() {
  const { enrollment, returned } = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  return (
    <MyPage title="চেকআউট" lead={checkoutLead(enrollment)}>
      {returned ? <ReturnedNotice payment={returned} /> : null}
      <CheckoutSummary enrollment={enrollment}>
        <PayWithBkash refusal={refusal} installment={enrollment.installments ? enrollment.next_installment : null} />
      </CheckoutSummary>
    </MyPage>
  );
}
