import { issueToken } from "../../../server/auth/tokens";
import { bearer, DEMO_DOCTOR_ID, type TestApi } from "../../server/helpers";
import type { ContractRequest } from "./types";

/** Requests for the unit-video cart: the demo doctor's cart for the course of the first seeded unit video. */
const CALLBACK = "http://portal.test/my/payments/bkash/callback";

async function firstUnitVideo(api: TestApi) {
  const res = await api.app.inject({ url: "/api/v3/web/unit-videos" });
  const video = res.json().data[0] as { id: number; course: { id: number } };
  return { courseId: video.course.id, videoId: video.id };
}

const onFirstVideo = async (api: TestApi) => {
  const { courseId, videoId } = await firstUnitVideo(api);
  return { params: { courseId }, body: { unit_video_id: videoId } };
};

export const unitVideoCartRequests = {
  unitVideoCart: [{ asDoctor: true, prepare: async (api) => ({ params: { courseId: (await firstUnitVideo(api)).courseId } }) }],
  addToUnitVideoCart: [{ asDoctor: true, prepare: onFirstVideo }],
  removeFromUnitVideoCart: [{ asDoctor: true, prepare: onFirstVideo }],
  clearUnitVideoCart: [
    { asDoctor: true, prepare: async (api) => ({ params: { courseId: (await firstUnitVideo(api)).courseId } }) },
  ],
  startCartPayment: [
    {
      status: 201,
      prepare: async (api) => {
        const { courseId, videoId } = await firstUnitVideo(api);
        // The cart is the API's: the demo doctor puts a video in it first.
        const headers = bearer((await issueToken(api.db, DEMO_DOCTOR_ID, { name: "contract cart" })).plaintext);
        await api.app.inject({
          method: "POST",
          url: `/api/v3/web/doctor/unit-video/cart/${courseId}/add`,
          headers,
          payload: { unit_video_id: videoId },
        });
        return { headers, body: { course_id: courseId, callback_url: CALLBACK } };
      },
    },
  ],
} satisfies Record<string, ContractRequest[]>;
