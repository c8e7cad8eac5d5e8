import type { LoaderFunctionArgs } from "@remix-run/node";
import { examStatusView } from "~/features/exams/course-exam.server";
import { examStatusMeta, ExamStatusPage } from "~/features/exams/CourseExamPages";
import { examLinks } from "~/features/exams/links";

/** Spec §2: a course exam's status: not open yet, open, in progress, submitted (with the result) or missed. */
export const links = examLinks;
export const meta = examStatusMeta;
export const loader = ({ request, params }: LoaderFunctionArgs) => examStatusView(request, params, "batch");
export default ExamStatusPage;
