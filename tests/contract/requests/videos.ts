import { buyUnitVideos } from "../../server/bkash-stack";
import { demoOnDevice } from "../../server/learning-helpers";
import type { TestApi } from "../../server/helpers";
import type { ContractRequest } from "./types";

type Listed = { id: number; open?: boolean };

async function demoGet(api: TestApi, url: string) {
  const headers = await demoOnDevice(api.db);
  return { headers, body: (await api.app.inject({ url, headers })).json() as { data: Listed[] } };
}

/** The demo doctor's residency course (batch 7) and its first lecture with recordings. */
async function demoLecture(api: TestApi) {
  const { headers, body } = await demoGet(api, "/api/v3/web/doctor/courses");
  const course = (body.data as (Listed & { batch_id: number })[]).find((c) => c.batch_id === 7)!;
  const slots = (await api.app.inject({ url: `/api/v3/web/doctor/courses/${course.id}/schedule`, headers })).json().data
    .slots as { id: number; video_count: number }[];
  return { headers, params: { id: course.id, eventId: slots.find((s) => s.video_count > 0)!.id } };
}

async function openPending(api: TestApi) {
  const { headers, body } = await demoGet(api, "/api/v3/web/doctor/pending-videos");
  const pending = body.data.find((p) => p.open)!;
  const details = (await api.app.inject({ url: `/api/v3/web/doctor/pending-videos/${pending.id}`, headers })).json().data;
  return { headers, params: { id: pending.id, videoId: (details.videos as Listed[])[0]!.id } };
}

export const videoRequests = {
  doctorLecture: [{ prepare: demoLecture }],
  doctorAdminVideos: [{ query: { page: 1 }, prepare: async (api) => ({ headers: await demoOnDevice(api.db) }) }],
  doctorAdminVideo: [
    {
      prepare: async (api) => {
        const { headers, body } = await demoGet(api, "/api/v3/web/doctor/admin-videos");
        return { headers, params: { id: body.data[0]!.id } };
      },
    },
  ],
  doctorPendingVideos: [{ prepare: async (api) => ({ headers: await demoOnDevice(api.db) }) }],
  doctorPendingVideo: [{ prepare: async (api) => ({ ...(await openPending(api)) }) }],
  doctorPendingVideoPlay: [{ prepare: openPending }],
  doctorUnitVideo: [
    {
      prepare: async (api) => {
        // The demo doctor buys the last seeded unit video through the cart, then plays it on a verified device.
        const listed = (await api.app.inject({ url: "/api/v3/web/unit-videos?perpage=100" })).json().data as {
          id: number;
          course: { id: number };
        }[];
        const video = listed.at(-1)!;
        const headers = await demoOnDevice(api.db);
        await buyUnitVideos(api, headers, video.course.id, [video.id]);
        return { headers, params: { id: video.id } };
      },
    },
  ],
  /** A 1×1 PNG. */
  uploadProfilePhoto: [
    {
      asDoctor: true,
      body: {
        photo: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
      },
    },
  ],
} satisfies Record<string, ContractRequest[]>;
