/**
 * The answer sheet's background save, one for every door: `POST /my/exam-attempts/{id}/answers`
 * (`/my/quiz-attempts/{id}/answers` for a quiz), JSON in, JSON out, no HTML ever (docs/decisions/016
 * has the shapes). It is the hottest path of a live exam, so it does the least it can: read the
 * cookie, parse the body, one API call, a few fields back. The cross-site guard of the host applies
 * to it like to every POST.
 *
 * Answers: 200 `{saved, answers_close_at, server_time}` (`saved`: the questions whose change the API
 * stored, decision 095); 400 the body is not JSON; 401 no login;
 * 404 not this doctor's attempt; 409 `{submitted: true}` time is over or already submitted;
 * 422 `{errors}` answers of the wrong shape or outside the paper; 423 `{devices_url}` unverified
 * device; 429/503 try again later. Every refusal carries a Bengali `message`.
 */
import { saveAnswersInput } from "@contract";
import { DEVICE_LOCKED_PATH } from "~/lib/doctor-paths";
import { ApiResponseError, ApiUnavailableError, callApi } from "~/lib/product-api.server";
import { getSession } from "~/lib/session.server";
import { DOOR_ENDPOINTS, type Door } from "./doors";

const LOGIN_NEEDED = "আপনার লগইন শেষ হয়ে গেছে। আবার লগইন করে পরীক্ষা চালিয়ে যান।";
const NOT_JSON = "উত্তরগুলো সঠিকভাবে পাঠানো হয়নি।";
const NOT_FOUND = "পরীক্ষাটি পাওয়া যায়নি।";
const TRY_AGAIN = "এই মুহূর্তে উত্তর সংরক্ষণ করা যাচ্ছে না; একটু পরে আবার পাঠানো হবে।";
const PASSED_ON = new Set([400, 403, 404, 409, 413, 422, 429]);

const json = (body: Record<string, unknown>, status = 200) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

export async function saveAnswersJson(request: Request, door: Door, rawId: string | undefined): Promise<Response> {
  if (!getSession(request).isLoggedIn) return json({ message: LOGIN_NEEDED }, 401);
  if (!rawId || !/^[1-9]\d{0,8}$/.test(rawId)) return json({ message: NOT_FOUND }, 404);
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return json({ message: NOT_JSON }, 400);
  }
  const input = saveAnswersInput.safeParse(body);
  if (!input.success) return json({ message: NOT_JSON, errors: input.error.flatten().fieldErrors }, 422);
  try {
    const saved = await callApi(request, DOOR_ENDPOINTS[door].save, { params: { id: rawId }, body: input.data });
    return json(saved.data);
  } catch (e) {
    if (e instanceof ApiUnavailableError) return json({ message: TRY_AGAIN }, 503);
    if (!(e instanceof ApiResponseError)) throw e;
    if (e.status === 401) return json({ message: LOGIN_NEEDED }, 401);
    if (e.status === 423) return json({ message: e.body.message, devices_url: DEVICE_LOCKED_PATH }, 423);
    if (e.status === 409) return json({ message: e.body.message, submitted: true }, 409);
    if (PASSED_ON.has(e.status))
      return json({ message: e.body.message, ...(e.body.errors ? { errors: e.body.errors } : {}) }, e.status);
    throw e;
  }
}
