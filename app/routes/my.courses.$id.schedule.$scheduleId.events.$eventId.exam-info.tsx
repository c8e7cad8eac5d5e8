import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { examInfoView, startExamAction } from "~/features/exams/course-exam.server";
import { examInfoMeta, ExamInfoPage } from "~/features/exams/CourseExamPages";
import { examLinks } from "~/features/exams/links";

/** Spec §2: a course exam's rules, marking and duration, and the Start button (a POST; idempotent). */
export const links = examLinks;
export const meta = examInfoMeta;
export const loader = ({ request, params }: LoaderFunctionArgs) => examInfoView(request, params, "batch");
export const action = ({ request, params }: ActionFunctionArgs) => startExamAction(request, params, "batch");
export default ExamInfoPage;
