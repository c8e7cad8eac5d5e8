/**
 * A product API listening on a loopback port, with BKASH_BASE_URL at its own simulator, so the
 * bKash driver goes over real HTTP exactly as it does against bKash.
 */
import { createServer } from "node:net";
import { BKASH_SIMULATOR_PATH, type Env } from "../../server/config";
import { eq } from "drizzle-orm";
import { issueToken } from "../../server/auth/tokens";
import { doctors } from "../../server/db/schema";
import { bearer, DEMO_DOCTOR_ID, makeTestApi, type TestApi, type TestServices } from "./helpers";

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export type BkashStack = TestApi & { origin: string };

export async function makeBkashStack(env: Env = {}, services: TestServices = {}): Promise<BkashStack> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const api = await makeTestApi({ BKASH_BASE_URL: `${origin}${BKASH_SIMULATOR_PATH}`, ...env }, services);
  await api.app.listen({ port, host: "127.0.0.1" });
  return { ...api, origin };
}

const form = (fields: Record<string, string>) => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields).toString(),
  redirect: "manual" as const,
});

/**
 * Walks the simulator's wallet page as a browser without JavaScript would: number, code, PIN,
 * then the chosen button. Answers the callback URL the wallet sends the browser to.
 */
export async function payInWallet(bkashURL: string, action: "pay" | "fail" | "cancel", wallet = "01712345678"): Promise<URL> {
  const page = await fetch(bkashURL);
  if (page.status !== 200) throw new Error(`wallet page answered ${page.status}`);
  const code = /Sandbox code: <strong lang="en">(\d+)<\/strong>/;
  if (action !== "pay") return new URL((await fetch(bkashURL, form({ action }))).headers.get("location")!);
  await fetch(bkashURL, form({ action: "next", wallet }));
  const otp = code.exec(await (await fetch(bkashURL)).text())![1]!;
  await fetch(bkashURL, form({ action: "next", otp }));
  const done = await fetch(bkashURL, form({ action: "next", pin: "12345" }));
  if (done.status !== 303) throw new Error(`wallet PIN step answered ${done.status}`);
  return new URL(done.headers.get("location")!);
}

/** A new doctor copied from the demo doctor (so every pre-entry check passes), with a bearer token. */
export async function payingDoctor(api: TestApi, phone: string): Promise<{ id: number; headers: Record<string, string> }> {
  const [template] = await api.db.select().from(doctors).where(eq(doctors.id, DEMO_DOCTOR_ID));
  const { id: _, ...profile } = template!;
  const [row] = await api.db
    .insert(doctors)
    .values({ ...profile, phone, bmdc: `P-${phone}`, email: `payer-${phone}@example.com` })
    .returning({ id: doctors.id });
  return { id: row!.id, headers: bearer((await issueToken(api.db, row!.id, { name: "payments" })).plaintext) };
}

/** The doctor puts the videos in their cart for the course, pays it in the simulator and sends the callback. */
export async function buyUnitVideos(
  api: TestApi,
  headers: Record<string, string>,
  courseId: number,
  videoIds: number[],
  callbackUrl = "http://portal.test/my/payments/bkash/callback",
) {
  for (const unit_video_id of videoIds) {
    const added = await api.app.inject({
      method: "POST",
      url: `/api/v3/web/doctor/unit-video/cart/${courseId}/add`,
      headers,
      payload: { unit_video_id },
    });
    if (added.statusCode !== 200) throw new Error(`add to cart answered ${added.statusCode}: ${added.body}`);
  }
  const started = await api.app.inject({
    method: "POST",
    url: "/api/v3/web/doctor/unit-video/payments/make-bkash-payment",
    headers,
    payload: { course_id: courseId, callback_url: callbackUrl },
  });
  if (started.statusCode !== 201) throw new Error(`cart payment answered ${started.statusCode}: ${started.body}`);
  const back = await payInWallet(started.json().data.bkash_url, "pay");
  const settled = await api.app.inject({
    method: "POST",
    url: "/api/v3/web/doctor/payments/bkash-callback",
    headers,
    payload: { paymentID: back.searchParams.get("paymentID"), status: "success" },
  });
  if (settled.json().data?.status !== "paid") throw new Error(`cart payment is not paid: ${settled.body}`);
}
