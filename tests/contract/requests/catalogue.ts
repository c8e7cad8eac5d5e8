import { asc, eq } from "drizzle-orm";
import { issueToken } from "../../../server/auth/tokens";
import { batchSchedules } from "../../../server/db/schema";
import { bearer, DEMO_DOCTOR_ID, type TestApi } from "../../server/helpers";
import type { ContractRequest } from "./types";

/**
 * Requests for the catalogue and enrolment endpoints. Batch ids are the seed's (server/seed/data/
 * catalogue.ts): 1 open, 2 needs a permanent address (a refusal, still a 200 from enroll-check),
 * 4 full, 7 with installments, 14 the combined programme with master schedules 1 and 2.
 */
async function firstSchedule(api: TestApi, batchId: number): Promise<number> {
  const [row] = await api.db
    .select({ id: batchSchedules.id })
    .from(batchSchedules)
    .where(eq(batchSchedules.batchId, batchId))
    .orderBy(asc(batchSchedules.position));
  return row!.id;
}

/** Mixed requests for one endpoint, typed as requests rather than as a union of literals. */
const several = (...list: ContractRequest[]) => list;

const demoHeaders = async (api: TestApi) => bearer((await issueToken(api.db, DEMO_DOCTOR_ID, { name: "contract" })).plaintext);

export const catalogueRequests = {
  courseFamily: ["fcps", "residency", "m-phil-diploma", "mph", "combined", "outlier"].map((slug) => ({ params: { slug } })),
  batches: several(
    {},
    { query: { category: "residency", search: "grand-mock" } },
    { query: { mode: "online", branch: "online", "per-page": 5, page: 2 } },
  ),
  batchFilters: several({}, { query: { category: "fcps-part-1" } }),
  batchDetails: [{ params: { id: 1 } }, { params: { id: 4 } }, { params: { id: 14 } }],
  batchSchedules: [{ params: { id: 1 } }, { params: { id: 14 } }],
  batchForYou: [{ params: { slug: "fcps-part-1" } }, { params: { slug: "residency" }, asDoctor: true }],
  masterSchedules: [{}],
  masterSchedule: [{ params: { id: 1 } }],
  freeVideos: [{}],
  freeVideo: [{ params: { id: 1 } }],
  // Batch 23 (last session's FCPS Part 1) has recordings on sale.
  unitVideos: several({}, { query: { batch: 23 } }),
  enrollCheck: several(
    { asDoctor: true, prepare: async (api) => ({ query: { batch_id: 1, schedule_id: await firstSchedule(api, 1) } }) },
    { asDoctor: true, prepare: async (api) => ({ query: { batch_id: 2, schedule_id: await firstSchedule(api, 2) } }) },
    { asDoctor: true, query: { batch_id: 14, master_schedule_id: 1 } },
  ),
  createEnrollment: several(
    {
      asDoctor: true,
      status: 201,
      prepare: async (api) => ({
        body: { batch_id: 9, schedule_id: await firstSchedule(api, 9), idempotency_key: "contract-enrol-9" },
      }),
    },
    {
      asDoctor: true,
      status: 200,
      prepare: async (api) => ({
        body: { batch_id: 9, schedule_id: await firstSchedule(api, 9), idempotency_key: "contract-enrol-9" },
      }),
    },
    {
      asDoctor: true,
      status: 201,
      body: { batch_id: 14, master_schedule_id: 1, idempotency_key: "contract-enrol-14", payment_plan: "installment" },
    },
  ),
  enrollment: [
    {
      prepare: async (api) => {
        const headers = await demoHeaders(api);
        const res = await api.app.inject({
          method: "POST",
          url: "/api/v3/web/doctor/enrollments",
          headers,
          payload: { batch_id: 13, schedule_id: await firstSchedule(api, 13), idempotency_key: "contract-read-13" },
        });
        return { headers, params: { id: res.json().data.id } };
      },
    },
  ],
} satisfies Record<string, ContractRequest[]>;
