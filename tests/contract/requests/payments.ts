import { asc, eq } from "drizzle-orm";
import { issueToken } from "../../../server/auth/tokens";
import { batchSchedules } from "../../../server/db/schema";
import { payInWallet } from "../../server/bkash-stack";
import { bearer, DEMO_DOCTOR_ID, type TestApi } from "../../server/helpers";
import type { ContractRequest } from "./types";

/**
 * Requests for the payment endpoints, through the API's bKash simulator (the contract test's API
 * listens, so the driver reaches it over HTTP). The demo doctor pays for open batch 13.
 */
const CALLBACK = "http://portal.test/my/payments/bkash/callback";
/** A seeded event with fee 0 and an open registration. */
const FREE_EVENT_ID = 1001;

const demoHeaders = async (api: TestApi) =>
  bearer((await issueToken(api.db, DEMO_DOCTOR_ID, { name: "contract payments" })).plaintext);

async function demoWithEnrolment(api: TestApi) {
  const headers = await demoHeaders(api);
  const [schedule] = await api.db
    .select({ id: batchSchedules.id })
    .from(batchSchedules)
    .where(eq(batchSchedules.batchId, 13))
    .orderBy(asc(batchSchedules.position));
  const res = await api.app.inject({
    method: "POST",
    url: "/api/v3/web/doctor/enrollments",
    headers,
    payload: { batch_id: 13, schedule_id: schedule!.id, idempotency_key: "contract-pay-13" },
  });
  return { headers, enrollmentId: res.json().data.id as number };
}

async function startedPayment(api: TestApi) {
  const { headers, enrollmentId } = await demoWithEnrolment(api);
  const res = await api.app.inject({
    method: "POST",
    url: "/api/v3/web/doctor/payments/course",
    headers,
    payload: { enrollment_id: enrollmentId, callback_url: CALLBACK },
  });
  return { headers, enrollmentId, started: res.json().data as { payment: { id: number }; bkash_url: string } };
}

export const paymentRequests = {
  startCoursePayment: [
    {
      status: 201,
      prepare: async (api) => {
        const { headers, enrollmentId } = await demoWithEnrolment(api);
        return { headers, body: { enrollment_id: enrollmentId, callback_url: CALLBACK } };
      },
    },
  ],
  startEventPayment: [{ asDoctor: true, status: 201, body: { event_id: 1004, callback_url: CALLBACK } }],
  bkashCallback: [
    {
      prepare: async (api) => {
        const { headers, started } = await startedPayment(api);
        const back = await payInWallet(started.bkash_url, "pay");
        return { headers, body: { paymentID: back.searchParams.get("paymentID"), status: "success" } };
      },
    },
  ],
  registerFreeEvent: [{ asDoctor: true, params: { id: FREE_EVENT_ID } }],
  myEventRegistration: [{ asDoctor: true, params: { id: FREE_EVENT_ID } }],
  paymentOptions: [{ asDoctor: true }],
  choosePaymentPlan: [
    {
      prepare: async (api) => {
        // A pending enrolment in batch 1 (three installments) with nothing paid yet: switched to installments.
        const headers = await demoHeaders(api);
        const [schedule] = await api.db
          .select({ id: batchSchedules.id })
          .from(batchSchedules)
          .where(eq(batchSchedules.batchId, 1));
        const res = await api.app.inject({
          method: "POST",
          url: "/api/v3/web/doctor/enrollments",
          headers,
          payload: { batch_id: 1, schedule_id: schedule!.id, idempotency_key: "contract-plan-1" },
        });
        return { headers, params: { id: res.json().data.id }, body: { payment_plan: "installment" } };
      },
    },
  ],
  payments: [{ asDoctor: true }],
  payment: [
    {
      prepare: async (api) => {
        // The payment the callback request above has paid.
        const headers = await demoHeaders(api);
        const list = await api.app.inject({ url: "/api/v3/web/doctor/payments", headers });
        return { headers, params: { id: list.json().data[0].id } };
      },
    },
  ],
} satisfies Record<string, ContractRequest[]>;
