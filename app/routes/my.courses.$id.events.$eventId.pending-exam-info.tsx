import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { examInfoView, startExamAction } from "~/features/exams/course-exam.server";
import { examInfoMeta, ExamInfoPage } from "~/features/exams/CourseExamPages";
import { examLinks } from "~/features/exams/links";

/** Spec §2: a missed exam sat later as a pending exam (scored and reviewable, outside the merit positions). */
export const links = examLinks;
export const meta = examInfoMeta;
export const loader = ({ request, params }: LoaderFunctionArgs) => examInfoView(request, params, "pending");
export const action = ({ request, params }: ActionFunctionArgs) => startExamAction(request, params, "pending");
export default ExamInfoPage;
