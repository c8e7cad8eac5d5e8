import { hashPassword } from "../../../server/auth/passwords";
import { issueToken } from "../../../server/auth/tokens";
import { doctors } from "../../../server/db/schema";
import { accountsClient, PASSWORD, WINDOWS_FIREFOX } from "../../server/accounts-client";
import type { TestApi } from "../../server/helpers";
import type { ContractRequest } from "./types";

/**
 * Requests for the account endpoints. Each OTP step goes through the API and the dev outbox, on a
 * phone of its own, so no request waits out another's resend cooldown.
 */
const phone = (n: number) => `0141100${String(n).padStart(4, "0")}`;
const registration = (n: number) => ({
  name: "ডা. চুক্তি পরীক্ষা",
  email: `contract${n}@example.com`,
  bmdc: `K-${n}`,
  medical_college_id: 1,
  password: PASSWORD,
  password_confirmation: PASSWORD,
});

/** A doctor with a password and a bearer token, made directly (no SMS spent on the set-up). */
async function doctorWithToken(api: TestApi, n: number) {
  const [row] = await api.db
    .insert(doctors)
    .values({ phone: phone(n), name: "ডা. চুক্তি", passwordHash: await hashPassword(PASSWORD) })
    .returning();
  const { plaintext } = await issueToken(api.db, row!.id, { name: "contract" });
  return { authorization: `Bearer ${plaintext}` };
}

/** Registered through the API: the browser it registered on is the doctor's first, verified device. */
async function registeredOnDevice(api: TestApi, n: number) {
  const { token, device } = await accountsClient(api).register(phone(n));
  return { authorization: `Bearer ${token}`, "x-device-token": device };
}

export const accountRequests = {
  login: [
    {
      body: { phone: "+880 1411-000001", password: PASSWORD },
      prepare: async (api) => (await accountsClient(api).register(phone(1)), {}),
    },
  ],
  logout: [{}, { prepare: async (api) => ({ headers: await doctorWithToken(api, 2) }) }],
  join: [{ body: { phone: phone(3), name: "ডা. নতুন" } }],
  otp: [
    {
      prepare: async (api) => {
        const client = accountsClient(api);
        await client.post("/api/v3/auth/join", { phone: phone(4) });
        return { body: { phone: phone(4), code: await client.lastCode(phone(4)), purpose: "register" } };
      },
    },
  ],
  register: [
    {
      body: registration(5),
      status: 201,
      prepare: async (api) => {
        const client = accountsClient(api);
        await client.post("/api/v3/auth/join", { phone: phone(5) });
        return { headers: { "x-otp-token": await client.verify(phone(5), "register") } };
      },
    },
  ],
  // A known and an unknown phone answer alike.
  forget: [{ body: { phone: "01700000001" } }, { body: { phone: phone(6) } }],
  reset: [
    {
      body: { password: "new password", password_confirmation: "new password" },
      prepare: async (api) => {
        await doctorWithToken(api, 7);
        const client = accountsClient(api);
        await client.post("/api/v3/auth/forget", { phone: phone(7) });
        return { headers: { "x-otp-token": await client.verify(phone(7), "reset") } };
      },
    },
  ],
  changePassword: [
    {
      body: { old_password: PASSWORD, password: "new password", password_confirmation: "new password" },
      prepare: async (api) => {
        const headers = await doctorWithToken(api, 8);
        const client = accountsClient(api);
        await api.app.inject({
          method: "POST",
          url: "/api/v3/auth/otp-request",
          payload: { purpose: "change-password" },
          headers,
        });
        return { headers: { ...headers, "x-otp-token": await client.verify(phone(8), "change-password") } };
      },
    },
  ],
  otpRequest: [{ body: { purpose: "change-password" }, prepare: async (api) => ({ headers: await doctorWithToken(api, 9) }) }],
  myProfile: [{ asDoctor: true }],
  profileUpdate: [
    {
      body: { name: "ডা. চুক্তি হালনাগাদ", present_address: "বাড়ি ১২, রোড ৫" },
      prepare: async (api) => ({ headers: await doctorWithToken(api, 14) }),
    },
  ],
  devices: [{ asDoctor: true }, { prepare: async (api) => ({ headers: await registeredOnDevice(api, 10) }) }],
  verifyDevice: [
    {
      prepare: async (api) => {
        const headers = await doctorWithToken(api, 11);
        const device = (await api.app.inject({ url: "/api/v3/web/app-data" })).json().gns_ddt as string;
        const asBrowser = { ...headers, "x-device-token": device };
        await api.app.inject({
          method: "POST",
          url: "/api/v3/auth/otp-request",
          payload: { purpose: "device" },
          headers: asBrowser,
        });
        return { headers: { ...asBrowser, "x-otp-token": await accountsClient(api).verify(phone(11), "device") } };
      },
    },
  ],
  releaseDevice: [
    {
      prepare: async (api) => {
        await registeredOnDevice(api, 12);
        const laptop = await accountsClient(api).login(phone(12), PASSWORD, { userAgent: WINDOWS_FIREFOX });
        const headers = { authorization: `Bearer ${laptop.json().token}`, "x-device-token": laptop.json().gns_ddt };
        const list = await api.app.inject({ url: "/api/v3/web/doctor/devices", headers });
        const firstId = (list.json().data as { id: number; verified: boolean }[]).find((d) => d.verified)!.id;
        return { headers, params: { id: firstId } };
      },
    },
  ],
} satisfies Record<string, ContractRequest[]>;
