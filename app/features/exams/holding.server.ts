/**
 * The holding page (decision 038). An exam call that cannot be served in time, because this
 * portal's admission queue is full or slow (admission.server.ts) or the API answered 503 under
 * pressure or timed out, sends the doctor to /my/exam-wait instead of an error page: their seat is
 * kept, their clock has not started (it starts only when the API creates the attempt), and the page
 * asks again by itself. The holding page makes no exam call of its own.
 */
import { data, redirect } from "@remix-run/node";
import type { PageKind } from "~/lib/layout-memory.server";
import { examHeld } from "~/lib/metrics.server";
import { ApiUnavailableError } from "~/lib/product-api.server";
import { admitExamCall, NotAdmitted } from "./admission.server";
import { EXAM_PATHS } from "./paths";

/** The wait when the API gave none, and the spread added to every wait so a held crowd comes back over several seconds. */
const BASE_WAIT_SECONDS = 5;
const MAX_WAIT_SECONDS = 60;
const JITTER_SECONDS = 5;

/** Why an overload holds the doctor, or undefined for a bug or the API being down (those stay error pages). */
const overloadOf = (e: unknown) =>
  e instanceof NotAdmitted
    ? e.reason
    : e instanceof ApiUnavailableError && e.answered === 503
      ? "api_busy"
      : e instanceof ApiUnavailableError && e.answered === "timeout"
        ? "api_timeout"
        : undefined;

const HOLDING_PATH = new URL(EXAM_PATHS.wait("/", 0), "http://x").pathname;

/** Only the exam pages a doctor can be held from may be returned to: never another site, never an arbitrary path. */
const RETURNABLE =
  /^\/my\/(courses\/\d+\/(schedule\/\d+|master-schedule\/\d+\/batch\/\d+)\/events\/\d+\/exam-(info|status)|courses\/\d+\/events\/\d+\/pending-exam-info|(exam-attempts|pending-exam)\/\d+(\?page=\d+)?)$/;

/**
 * Which kind of page the layouts read the doctor for (decision 043): the holding page, an exam page a
 * doctor can be held from, or any other. Remix's own data requests (`_data`) count as their page.
 */
export function pageKindOf(request: Request): PageKind {
  const url = new URL(request.url);
  if (url.pathname === HOLDING_PATH) return "held";
  const query = new URLSearchParams(url.search);
  query.delete("_data");
  query.delete("index");
  const search = query.size ? `?${query}` : "";
  return RETURNABLE.test(url.pathname + search) ? "exam" : "ordinary";
}

/**
 * `work` admitted through the exam queue; when it cannot be served in time, a redirect to the
 * holding page, which comes back to this URL with a GET (after a Start: to the exam-info page it
 * was posted from, where the doctor presses Start again).
 */
export async function admittedOrHeld<T>(request: Request, work: () => Promise<T>): Promise<T> {
  const url = new URL(request.url);
  return heldWhenBusy(url.pathname + url.search, () => admitExamCall(work));
}

/**
 * `work` (not queued); when the API is too busy to answer it in time, a redirect to the holding page,
 * which comes back to `returnTo` with a GET. The submit uses it: the doctor's answers are saved by
 * then, and a submit lost to a busy API would otherwise be an error page (decision 043).
 */
export async function heldWhenBusy<T>(returnTo: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    const overload = overloadOf(e);
    if (!overload) throw e;
    examHeld.inc({ reason: overload });
    const wait = e instanceof ApiUnavailableError && e.retryAfter ? e.retryAfter : BASE_WAIT_SECONDS;
    throw redirect(EXAM_PATHS.wait(returnTo, wait));
  }
}

/** `started`: held from the attempt page, so the clock is already running (and answers are saved). */
export type Holding = { returnTo: string; seconds: number; started: boolean };

/** The holding page's data and its Refresh header (with jitter); a path that may not be returned to leads to the doctor's dashboard. */
export function holdingView(request: Request) {
  const query = new URL(request.url).searchParams;
  const to = query.get("to") ?? "";
  const returnTo = RETURNABLE.test(to) ? to : "/my";
  const asked = Number(query.get("wait"));
  const base = Number.isInteger(asked) && asked > 0 ? Math.min(asked, MAX_WAIT_SECONDS) : BASE_WAIT_SECONDS;
  const seconds = base + Math.floor(Math.random() * (JITTER_SECONDS + 1));
  const holding: Holding = { returnTo, seconds, started: /^\/my\/(exam-attempts|pending-exam)\//.test(returnTo) };
  // A browser without JavaScript follows Refresh (and the page has a plain link); with it the page counts down.
  return data(holding, { headers: { Refresh: `${seconds}; url=${returnTo}`, "Cache-Control": "no-store" } });
}
