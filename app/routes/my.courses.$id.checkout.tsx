import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CheckoutSummary } from "~/features/catalogue/CheckoutSummary";
import { catalogueLinks, catalogueMeta } from "~/features/catalogue/page";
import { myApi } from "~/features/account/my-area.server";
import { idParam, orNotFound } from "~/lib/pages.server";
import { MyPage } from "~/components/layout/MyPage";

export const links = catalogueLinks;

/** The enrollment is read back from the API: the amount shown is the server's, never one carried from the form. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { data } = await orNotFound(myApi(request, "enrollment", { params: { id: idParam(params.id) } }));
  return data;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => catalogueMeta(data && `চেকআউট: ${data.batch.title}`, "ভর্তির ফি ও পরিশোধের তথ্য।");

export default function CourseCheckout() {
  const enrollment = useLoaderData<typeof loader>();
  return (
    <MyPage title="চেকআউট" lead="ভর্তি সম্পন্ন করতে ফি পরিশোধ করুন">
      <CheckoutSummary enrollment={enrollment} />
    </MyPage>
  );
}
