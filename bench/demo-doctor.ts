/**
 * The bench's logged-in "browser": the demo doctor, logged in by the admin-token link (as
 * tests/e2e/support/demo-session.ts does) and, for the dashboard, verified as one of the doctor's
 * devices through the portal's own devices pages with the code from the API's development SMS
 * outbox (as tests/e2e/support/learning.ts does in Chromium). The API must run in test mode.
 */
import { smsOutbox } from "../server/contract/auth";

export const DEMO_PHONE = "01700000001";

/** A cookie jar of one: each answer's Set-Cookie replaces the session cookie. */
class Browser {
  private cookies = new Map<string, string>();
  constructor(
    private readonly portal: string,
    private readonly headers: Record<string, string>,
  ) {}

  get cookie(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  /** A top-level navigation (GET) or a same-origin form post; answers the status and where it redirects. */
  async go(path: string, form?: Record<string, string>): Promise<{ status: number; location: string | null }> {
    const res = await fetch(`${this.portal}${path}`, {
      method: form ? "POST" : "GET",
      redirect: "manual",
      headers: {
        ...this.headers,
        cookie: this.cookie,
        "sec-fetch-site": form ? "same-origin" : "none",
        ...(form ? { origin: this.portal, "content-type": "application/x-www-form-urlencoded" } : {}),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(";");
      const at = pair!.indexOf("=");
      this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    await res.arrayBuffer();
    return { status: res.status, location: res.headers.get("location") };
  }
}

async function outbox(api: string) {
  const res = await fetch(`${api}/dev/sms-outbox?phone=${DEMO_PHONE}`);
  if (!res.ok) throw new Error(`the dev SMS outbox answered ${res.status} (is the API in test mode?)`);
  return smsOutbox.parse(await res.json()).data;
}

/** The demo doctor's session cookie by the admin-token login; `verifyDevice` also makes this "browser" a verified device. */
export async function demoDoctorCookie(opts: {
  portal: string;
  api: string;
  token: string;
  headers: Record<string, string>;
  verifyDevice: boolean;
}): Promise<string> {
  const browser = new Browser(opts.portal, opts.headers);
  const login = await browser.go(`/login-for-admin?token=${encodeURIComponent(opts.token)}`);
  if (login.status !== 302 || !browser.cookie) throw new Error(`the admin-token login answered ${login.status} without a cookie`);
  // The first page after the login, where the API first names this browser: its device token goes into the
  // session cookie, as a browser keeps it. Without this the bench was a browser refusing cookies: each of its
  // requests had the API register another device and the portal seal the session again.
  const devices = await browser.go("/my/account/devices");
  if (devices.status !== 200) throw new Error(`the devices page answered ${devices.status}`);
  if (!opts.verifyDevice) return browser.cookie;

  const before = (await outbox(opts.api)).length;
  const sent = await browser.go("/my/account/devices/otp-request", {});
  if (sent.location !== "/my/account/devices/otp-submission") throw new Error(`the device code request answered ${sent.status}`);
  const messages = await outbox(opts.api);
  const code = messages.length > before ? /\b(\d{6})\b/.exec(messages[0]!.text)?.[1] : undefined;
  if (!code) throw new Error("no device code arrived in the SMS outbox");
  const verified = await browser.go("/my/account/devices/otp-submission", { code });
  if (verified.location !== "/my/account/devices") throw new Error(`the device code was refused (${verified.status})`);
  const dashboard = await browser.go("/my/dashboard");
  if (dashboard.status !== 200) throw new Error(`the dashboard on the verified device answered ${dashboard.status}`);
  return browser.cookie;
}
