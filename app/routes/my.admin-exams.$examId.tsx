import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { adminExamInfoView, startAdminExamAction } from "~/features/exams/admin-exam.server";
import { adminExamInfoMeta, AdminExamInfoPage } from "~/features/exams/CourseExamPages";
import { examLinks } from "~/features/exams/links";

/** An admin-assigned exam's rules, marking and duration, and the Start button (a POST; idempotent). */
export const links = examLinks;
export const meta = adminExamInfoMeta;
export const loader = ({ request, params }: LoaderFunctionArgs) => adminExamInfoView(request, params.examId);
export const action = ({ request, params }: ActionFunctionArgs) => startAdminExamAction(request, params.examId);
export default AdminExamInfoPage;
