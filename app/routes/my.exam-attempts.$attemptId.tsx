import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { noStore } from "~/features/account/route-exports";
import { SittingPage, sittingMeta } from "~/features/exams/CourseExamPages";
import { examLinks } from "~/features/exams/links";
import { sittingAction, sittingView } from "~/features/exams/sitting.server";

/** The exam being sat (course, master and admin exams): ten questions a page without JavaScript, all of them with it. */
export const links = examLinks;
export const headers = noStore;
export const meta = sittingMeta;
export const loader = ({ request, params }: LoaderFunctionArgs) => sittingView(request, params.attemptId, false);
export const action = ({ request, params }: ActionFunctionArgs) => sittingAction(request, params.attemptId, false);
export default SittingPage;
