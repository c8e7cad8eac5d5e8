import type { LoaderFunctionArgs } from "@remix-run/node";
import { FreeExamListPage, freeExamListMeta } from "~/features/exams/FreeExamPages";
import { freeExamList } from "~/features/exams/free-exam.server";
import { examLinks } from "~/features/exams/links";

/** The free practice exams any registered doctor may sit, with this month's quota. */
export const meta = freeExamListMeta;
export const links = examLinks;
export const loader = ({ request }: LoaderFunctionArgs) => freeExamList(request);
export default FreeExamListPage;
