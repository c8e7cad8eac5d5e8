import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { FreeExamInfoPage, freeExamInfoMeta } from "~/features/exams/FreeExamPages";
import { freeExamInfoView, startFreeExamAction } from "~/features/exams/free-exam.server";
import { examLinks } from "~/features/exams/links";

/** A free exam's rules and the Start button (a POST; refused past the month's quota). */
export const links = examLinks;
export const meta = freeExamInfoMeta;
export const loader = ({ request, params }: LoaderFunctionArgs) => freeExamInfoView(request, params.examId);
export const action = ({ request, params }: ActionFunctionArgs) => startFreeExamAction(request, params.examId);
export default FreeExamInfoPage;
