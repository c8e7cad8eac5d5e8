import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { publicOrigin } from "~/lib/config.server";
import { safeNext } from "~/lib/next-url.server";
import { promoSeenCookie } from "~/features/home/promo.server";
import { readFormData } from "~/lib/form-submission.server";

/**
 * Closing the promotion modal. Without JavaScript it is a plain form post that sets the cookie and
 * sends the browser back where it was (303); the modal's fetcher asks for a small JSON answer instead
 * so the page is not reloaded.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const headers = { "Set-Cookie": promoSeenCookie(Date.now(), publicOrigin().startsWith("https:")) };
  if (form.get("via") === "fetcher") return Response.json({ ok: true }, { headers });
  return redirect(safeNext(form.get("redirectTo"), "/"), { status: 303, headers });
}

/** A stray GET (e.g. a bookmarked form target) just goes home. */
export const loader = () => redirect("/");
