import type { ActionFunctionArgs } from "@remix-run/node";
import { saveAnswersJson } from "~/features/exams/answers-json.server";

/**
 * The exam page's background save: JSON in, JSON out, no HTML (docs/decisions/016). A resource
 * route: only POST; a GET is a 405 like any other resource route without a loader.
 */
export const action = ({ request, params }: ActionFunctionArgs) => saveAnswersJson(request, "exam", params.attemptId);
