import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { noStore } from "~/features/account/route-exports";
import { SittingPage, sittingMeta } from "~/features/exams/CourseExamPages";
import { examLinks } from "~/features/exams/links";
import { sittingAction, sittingView } from "~/features/exams/sitting.server";

/** Spec §2 pending-exam/{id}: a missed exam being sat later (outside the merit positions), the same page as a live attempt. */
export const links = examLinks;
export const headers = noStore;
export const meta = sittingMeta;
export const loader = ({ request, params }: LoaderFunctionArgs) => sittingView(request, params.attemptId, true);
export const action = ({ request, params }: ActionFunctionArgs) => sittingAction(request, params.attemptId, true);
export default SittingPage;
