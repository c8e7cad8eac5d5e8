import type { ActionFunctionArgs } from "@remix-run/node";
import { saveAnswersJson } from "~/features/exams/answers-json.server";

/** The quiz sheet's background save: the exam's own (docs/decisions/016) through the quiz door. Only POST. */
export const action = ({ request, params }: ActionFunctionArgs) => saveAnswersJson(request, "quiz", params.attemptId);
