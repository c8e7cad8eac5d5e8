import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { pageMeta } from "~/components/ui/page-meta";
import { holdingView } from "~/features/exams/holding.server";
import { HOLDING_TITLE, HoldingPage } from "~/features/exams/HoldingPage";

/** Decision 038: where a doctor waits when an exam's start is busy; no exam call is made here. */
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
export const meta: MetaFunction = () => pageMeta(HOLDING_TITLE, "পরীক্ষা শুরু হওয়ার অপেক্ষা: আপনার সময় এখনও শুরু হয়নি।");
export const loader = ({ request }: LoaderFunctionArgs) => holdingView(request);
export default HoldingPage;
