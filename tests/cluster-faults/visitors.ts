/** What the fault tests ask of the cluster: a doctor's browser through nginx, and the API directly. */
import { setTimeout as sleep } from "node:timers/promises";
import { CLUSTER_DEMO_TOKEN } from "../../bin/stack-cluster";

export type Answer = { status: number; text: string; ms: number; servedBy: string | null };

/** One request; a network failure is an answer too (status 0), because that is what the visitor sees. */
export async function ask(url: string, init: RequestInit = {}, timeoutMs = 20_000): Promise<Answer> {
  const started = performance.now();
  try {
    const res = await fetch(url, { redirect: "manual", ...init, signal: AbortSignal.timeout(timeoutMs) });
    const text = await res.text();
    return { status: res.status, text, ms: performance.now() - started, servedBy: res.headers.get("x-served-by") };
  } catch (err) {
    return { status: 0, text: String(err), ms: performance.now() - started, servedBy: null };
  }
}

/** The demo doctor's portal session, opened the way the admin site opens it (/login-for-admin). */
export async function doctorCookie(siteUrl: string): Promise<string> {
  const res = await fetch(`${siteUrl}/login-for-admin?token=${encodeURIComponent(CLUSTER_DEMO_TOKEN)}`, {
    redirect: "manual",
    headers: { "sec-fetch-site": "none" },
  });
  const cookies = res.headers.getSetCookie().map((c) => c.split(";")[0]!);
  if (res.status !== 302 || cookies.length === 0) throw new Error(`login-for-admin answered ${res.status} without a cookie`);
  return cookies.join("; ");
}

/** JSON to the API (the balancer or one replica), as the portal would send it. */
export function apiPost(apiUrl: string, path: string, body: unknown, bearer?: string): Promise<Answer> {
  return ask(`${apiUrl}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json",
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

/** A fresh mobile number nobody in the seed has. */
export const freshPhone = () => `019${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

/** Asks `probe` every 250 ms until `done` holds; returns how long it took, or throws with the last answer. */
export async function until(
  probe: () => Promise<Answer>,
  done: (a: Answer) => boolean,
  timeoutMs: number,
): Promise<{ ms: number; last: Answer }> {
  const started = performance.now();
  let last: Answer;
  do {
    last = await probe();
    if (done(last)) return { ms: performance.now() - started, last };
    await sleep(250);
  } while (performance.now() - started < timeoutMs);
  throw new Error(`not recovered after ${timeoutMs / 1000}s; last answer ${last.status}: ${last.text.slice(0, 300)}`);
}

/**
 * `concurrency` loops of GETs until stopped, as a doctor clicking around: every answer is kept, so a
 * test can say that none failed.
 */
export function browsingLoad(urls: string[], cookie: string, concurrency = 3) {
  const answers: (Answer & { url: string })[] = [];
  let stopped = false;
  const loop = async (offset: number) => {
    for (let i = offset; !stopped; i++) {
      const url = urls[i % urls.length]!;
      answers.push({ url, ...(await ask(url, { headers: { cookie } })) });
    }
  };
  const done = Promise.all(Array.from({ length: concurrency }, (_, i) => loop(i)));
  return {
    answers,
    stop: async () => {
      stopped = true;
      await done;
    },
  };
}
