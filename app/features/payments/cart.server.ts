/**
 * The unit-video cart page's server side (decision 019): the cart is the API's, per doctor and
 * course; the page sends only video ids and intents. Paying hands the API the course id alone: the
 * amount is the API's sum of the videos' own prices.
 */
import { redirect } from "@remix-run/node";
import { myApi } from "~/lib/my-api.server";
import { apiMessage, notFound } from "~/lib/pages.server";
import { publicData } from "~/lib/public-data.server";
import { cartPath } from "./paths";
import { BKASH_CALL_TIMEOUT_MS, redirectToBkash, returnedPayment, type StartRefusal } from "./payments.server";
import { readFormData } from "~/lib/form-submission.server";

/** `?course=` as a row id, or null when the page should list the courses instead. */
export function courseQuery(request: Request): number | null {
  const raw = new URL(request.url).searchParams.get("course");
  if (raw === null) return null;
  if (!/^[1-9]\d{0,8}$/.test(raw)) notFound();
  return Number(raw);
}

/** Courses that sell unit videos, with how many: the page's entry when no course is chosen. */
export async function coursesWithUnitVideos() {
  const { data } = await publicData("unitVideos", { query: { perpage: 100 } });
  const byCourse = new Map<number, { id: number; title: string; videos: number }>();
  for (const v of data) {
    const entry = byCourse.get(v.course.id) ?? { id: v.course.id, title: v.course.title, videos: 0 };
    entry.videos += 1;
    byCourse.set(v.course.id, entry);
  }
  return [...byCourse.values()];
}

export async function cartPage(request: Request, courseId: number) {
  const [{ data: cart }, { data: videos }, returned] = await Promise.all([
    myApi(request, "unitVideoCart", { params: { courseId } }, { 404: notFound }),
    publicData("unitVideos", { query: { course: courseId, perpage: 100 } }),
    returnedPayment(request, (p) => p.cart?.course.id === courseId),
  ]);
  return { cart, videos, returned };
}

const INTENTS = ["add", "remove", "clear", "pay"] as const;
type Intent = (typeof INTENTS)[number];

/** What a cart action can leave on the page: a refused change, or a payment that could not start. */
export type CartActionResult = { refusal: StartRefusal } | { error: string };

const videoId = (form: FormData) => {
  const raw = form.get("unit_video_id");
  return typeof raw === "string" && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
};

const CHANGES = { add: "addToUnitVideoCart", remove: "removeFromUnitVideoCart", clear: "clearUnitVideoCart" } as const;

export async function cartAction(request: Request, courseId: number): Promise<Response | CartActionResult> {
  const form = await readFormData(request);
  const intent = form.get("intent");
  if (!INTENTS.includes(intent as Intent)) return { error: "অনুরোধটি বোঝা যায়নি। পাতাটি আবার খুলে চেষ্টা করুন।" };
  if (intent === "pay") {
    const started = await redirectToBkash((callbackUrl) =>
      myApi(request, "startCartPayment", {
        body: { course_id: courseId, callback_url: callbackUrl },
        timeoutMs: BKASH_CALL_TIMEOUT_MS,
      }),
    );
    return started instanceof Response ? started : { refusal: started };
  }
  const name = CHANGES[intent as Exclude<Intent, "pay">];
  const id = videoId(form);
  if (intent !== "clear" && id === null) return { error: "কোন ভিডিওটি, তা বোঝা যায়নি। তালিকা থেকে আবার বেছে নিন।" };
  const opts = { params: { courseId }, ...(intent === "clear" ? {} : { body: { unit_video_id: id! } }) };
  const changed = await myApi(request, name, opts, { 404: notFound, 422: apiMessage });
  if ("error" in changed) return changed;
  // Post/redirect/get: a reload never repeats the change, and other tabs revalidate to the same cart.
  return redirect(cartPath(courseId), 303);
}
