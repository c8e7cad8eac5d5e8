import { issueToken } from "../../../server/auth/tokens";
import { payInWallet } from "../../server/bkash-stack";
import { bearer, DEMO_DOCTOR_ID, type TestApi } from "../../server/helpers";
import { demoOnDevice } from "../../server/learning-helpers";
import type { ContractRequest } from "./types";

/** Requests for subscriptions: the demo doctor orders the first plan's first duration and pays it in the simulator. */
const CALLBACK = "http://portal.test/my/payments/bkash/callback";

const demoHeaders = async (api: TestApi) =>
  bearer((await issueToken(api.db, DEMO_DOCTOR_ID, { name: "contract subscriptions" })).plaintext);

async function ordered(api: TestApi) {
  const headers = await demoHeaders(api);
  const plans = (await api.app.inject({ url: "/api/v3/web/doctor/subscriptions/plans", headers })).json().data;
  const res = await api.app.inject({
    method: "POST",
    url: "/api/v3/web/doctor/subscriptions",
    headers,
    payload: { plan_id: plans[0].id, duration_id: plans[0].durations[0].id },
  });
  return { headers, plan: plans[0], order: res.json().data as { id: number; videos: { id: number }[] } };
}

/** The demo doctor's paid order: ordered, paid in the wallet, the callback sent. */
async function paidOrder(api: TestApi) {
  const { headers, order } = await ordered(api);
  const started = await api.app.inject({
    method: "POST",
    url: "/api/v3/web/doctor/payments/subscription",
    headers,
    payload: { subscription_id: order.id, callback_url: CALLBACK },
  });
  const back = await payInWallet(started.json().data.bkash_url, "pay");
  await api.app.inject({
    method: "POST",
    url: "/api/v3/web/doctor/payments/bkash-callback",
    headers,
    payload: { paymentID: back.searchParams.get("paymentID"), status: "success" },
  });
  return { headers, order };
}

export const subscriptionRequests = {
  subscriptionPlans: [{ asDoctor: true }],
  mySubscriptions: [{ asDoctor: true }],
  orderSubscription: [
    {
      status: 201,
      prepare: async (api) => {
        const { headers, plan } = await ordered(api);
        return { headers, body: { plan_id: plan.id, duration_id: plan.durations[0].id } };
      },
    },
  ],
  subscription: [
    {
      prepare: async (api) => {
        const { headers, order } = await ordered(api);
        return { headers, params: { id: order.id } };
      },
    },
  ],
  startSubscriptionPayment: [
    {
      status: 201,
      prepare: async (api) => {
        const { headers, order } = await ordered(api);
        return { headers, body: { subscription_id: order.id, callback_url: CALLBACK } };
      },
    },
  ],
  subscriptionVideo: [
    {
      prepare: async (api) => {
        const { order } = await paidOrder(api);
        // Paid content: the demo doctor on a verified device.
        return { headers: await demoOnDevice(api.db), params: { id: order.id, videoId: order.videos[0]!.id } };
      },
    },
  ],
} satisfies Record<string, ContractRequest[]>;
