import { getFormProps } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { OtpCodeForm, type OtpActionData } from "~/features/account/OtpCodeForm";
import { FormError } from "~/components/forms/FormError";
import { useCheckedForm } from "~/components/forms/use-checked-form";
import { noFieldRules } from "~/features/account/form-rules";
import { pageMeta } from "~/components/ui/page-meta";
import { deviceCodeSubmitAction, deviceCodeView } from "~/features/account/devices.server";
import { ACCOUNT_PATHS } from "~/features/account/paths";
import { MyPage } from "~/components/layout/MyPage";

export const meta: MetaFunction = () => pageMeta("ডিভাইস যাচাই", "এসএমএসে পাওয়া কোড দিয়ে এই ডিভাইসটি যাচাই করুন।");

export const loader = ({ request }: LoaderFunctionArgs) => deviceCodeView(request);
export const action = ({ request }: ActionFunctionArgs) => deviceCodeSubmitAction(request);

export default function DeviceOtpSubmission() {
  const view = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <MyPage title="কোড দিয়ে ডিভাইস যাচাই">
      <section className="my-card">
        {view.verified ? (
          <FinishVerification actionData={actionData} />
        ) : (
          <OtpCodeForm {...view} actionData={actionData} submitLabel="ডিভাইস যাচাই করুন" />
        )}
        <p className="my-card__note">
          <Link to={ACCOUNT_PATHS.devices}>ডিভাইসের তালিকা</Link>
        </p>
      </section>
    </MyPage>
  );
}

/** The code was right but no slot was free: after releasing a device the doctor finishes without a new SMS. */
function FinishVerification({ actionData }: { actionData: OtpActionData }) {
  const [form] = useCheckedForm(noFieldRules, actionData?.result);
  return (
    <Form method="post" className="form" {...getFormProps(form)}>
      <FormError id={form.errorId} errors={form.errors} />
      <p>কোড যাচাই হয়েছে। একটি ডিভাইস মুক্ত করা থাকলে এখন যাচাই সম্পন্ন করুন।</p>
      <button type="submit" className="btn btn-primary form__submit">
        যাচাই সম্পন্ন করুন
      </button>
    </Form>
  );
}
