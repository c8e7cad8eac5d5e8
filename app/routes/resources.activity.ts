import type { ActionFunctionArgs } from "@remix-run/node";
import { parseActivity, recordActivity } from "~/lib/activity.server";
import { readFormData } from "~/lib/form-submission.server";

/**
 * Client-side navigations land here (see activity.server.ts for why full page loads don't).
 * Accepts JSON from the root's keepalive fetch, or an ordinary form body.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return new Response(null, { status: 405, headers: { Allow: "POST" } });
  const input = parseActivity(await readBody(request));
  if (!input) return new Response(null, { status: 400 });
  recordActivity(request, context, input);
  return new Response(null, { status: 204 });
}

async function readBody(request: Request): Promise<unknown> {
  try {
    if (request.headers.get("content-type")?.includes("application/json")) return await request.json();
    return Object.fromEntries(await readFormData(request));
  } catch {
    return null;
  }
}
