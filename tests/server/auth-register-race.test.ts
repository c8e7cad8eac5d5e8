import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { doctors } from "../../server/db/schema";
import { uniqueViolation } from "../../server/db/errors";
import { accountsClient, PASSWORD } from "./accounts-client";
import { makeTestApi, type TestApi } from "./helpers";

let api: TestApi;
beforeAll(async () => {
  api = await makeTestApi();
});
afterAll(() => api.close());

describe("registering with an email or BMDC number that is already taken", () => {
  it("names the broken unique constraint from this driver's error", async () => {
    await api.db.insert(doctors).values({ phone: "01811000001", email: "same@example.com" });
    const err = await api.db
      .insert(doctors)
      .values({ phone: "01811000002", email: "SAME@example.com" })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(uniqueViolation(err)).toBe("doctors_email_unique");
    expect(uniqueViolation(new Error("something else"))).toBeNull();
  });

  it("answers 422 on the field, never 500, when two registrations race for one email", async () => {
    const client = accountsClient(api);
    const phones = ["01911000101", "01911000102"];
    const otpTokens = await Promise.all(
      phones.map(async (phone, i) => {
        await client.post("/api/v3/auth/join", { phone }, { ip: `10.0.0.${i + 1}` });
        return client.verify(phone, "register", { ip: `10.0.0.${i + 1}` });
      }),
    );
    const answers = await Promise.all(
      phones.map((phone, i) =>
        client.post(
          "/api/v3/auth/register",
          {
            name: "ডা. দ্রুত",
            email: "race@example.com",
            bmdc: `A-${phone.slice(-6)}`,
            medical_college_id: 1,
            password: PASSWORD,
            password_confirmation: PASSWORD,
          },
          { otpToken: otpTokens[i], ip: `10.0.0.${i + 1}` },
        ),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422]);
    const refused = answers.find((a) => a.statusCode === 422)!;
    expect(refused.json().errors.email).toEqual(["এই ইমেইল দিয়ে আগেই অ্যাকাউন্ট খোলা হয়েছে।"]);
  });
});
