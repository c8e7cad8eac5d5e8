import { demoOnDevice } from "../../server/learning-helpers";
import type { TestApi } from "../../server/helpers";
import type { ContractRequest } from "./types";

/** The demo doctor on a verified device, and the id of their first (active) course. */
async function demoCourse(api: TestApi) {
  const headers = await demoOnDevice(api.db);
  const list = await api.app.inject({ url: "/api/v3/web/doctor/courses", headers });
  return { headers, params: { id: (list.json().data as { id: number }[])[0]!.id } };
}

export const examListRequests = {
  doctorCourseExams: [{ prepare: demoCourse }],
  adminExams: [{ prepare: async (api) => ({ headers: await demoOnDevice(api.db) }) }],
  freeExams: [{ prepare: async (api) => ({ headers: await demoOnDevice(api.db) }) }],
} satisfies Record<string, ContractRequest[]>;
