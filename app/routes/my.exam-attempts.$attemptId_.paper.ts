import type { LoaderFunctionArgs } from "@remix-run/node";
import { paperResponse } from "~/features/exams/paper-resource.server";

/** The whole paper of an attempt for its page's script, at the signed address the page carries (decision 058). */
export const loader = ({ request, params }: LoaderFunctionArgs) => paperResponse(request, "exam", params.attemptId);
