import { demoOnDevice, wholeAddress } from "../../server/learning-helpers";
import type { TestApi } from "../../server/helpers";
import type { ContractRequest } from "./types";

/** The demo doctor on a verified device, and the id of their first (active) course. */
async function demoCourse(api: TestApi) {
  const headers = await demoOnDevice(api.db);
  const list = await api.app.inject({ url: "/api/v3/web/doctor/courses", headers });
  return { headers, params: { id: (list.json().data as { id: number }[])[0]!.id } };
}

export const learningRequests = {
  doctorCourses: [{ query: { page: 1 }, prepare: async (api) => ({ headers: await demoOnDevice(api.db) }) }],
  doctorCourse: [{ prepare: demoCourse }],
  doctorCourseSchedule: [{ prepare: demoCourse }],
  doctorCourseMaterials: [{ prepare: demoCourse }],
  doctorPendingExams: [{ prepare: async (api) => ({ headers: await demoOnDevice(api.db) }) }],
  doctorDashboard: [{ prepare: async (api) => ({ headers: await demoOnDevice(api.db) }) }],
  /** The demo doctor lacks only the permanent address (seed facts). */
  immediateProfileUpdate: [
    {
      asDoctor: true,
      prepare: async (api) => ({ body: await wholeAddress(api, "permanent") }),
    },
  ],
} satisfies Record<string, ContractRequest[]>;
