import { demoOnDevice } from "../../server/learning-helpers";
import type { TestApi } from "../../server/helpers";
import type { ContractRequest } from "./types";

/** The demo doctor's first seeded complaint, notice and delivery (server/seed/data/study.ts). */
const firstId = async (api: TestApi, url: string) => {
  const headers = await demoOnDevice(api.db);
  const res = await api.app.inject({ url, headers });
  const body = res.json() as { data: { id: number; delivery?: { id: number } | null }[] };
  return { headers, body };
};

export const studyRequests = {
  notices: [
    { asDoctor: true, query: { page: 1, unread: "0" } },
    { asDoctor: true, query: { page: 1, unread: "1" } },
  ],
  noticeUnreadCount: [{ asDoctor: true }],
  readNotice: [
    {
      prepare: async (api) => {
        const { headers, body } = await firstId(api, "/api/v3/web/doctor/notices");
        return { headers, params: { id: body.data[0]!.id } };
      },
    },
  ],
  complaints: [{ asDoctor: true, query: { page: 1 } }],
  createComplaint: [
    {
      asDoctor: true,
      status: 201,
      body: { category: "exam", text: "সাপ্তাহিক মক টেস্টের ফলাফলে আমার নম্বর ভুল দেখাচ্ছে, দয়া করে দেখবেন।" },
    },
  ],
  complaint: [
    {
      prepare: async (api) => {
        const { headers, body } = await firstId(api, "/api/v3/web/doctor/complaints");
        return { headers, params: { id: body.data[0]!.id } };
      },
    },
  ],
  replyToComplaint: [
    {
      prepare: async (api) => {
        const { headers, body } = await firstId(api, "/api/v3/web/doctor/complaints");
        return { headers, params: { id: body.data[0]!.id }, body: { text: "ধন্যবাদ, পেয়েছি।" } };
      },
    },
  ],
  lectureSheets: [{ prepare: async (api) => ({ headers: await demoOnDevice(api.db) }) }],
  sheetDelivery: [
    {
      prepare: async (api) => {
        const { headers, body } = await firstId(api, "/api/v3/web/doctor/lecture-sheets");
        return { headers, params: { id: body.data.find((s) => s.delivery)!.delivery!.id } };
      },
    },
  ],
  referenceBooks: [{ prepare: async (api) => ({ headers: await demoOnDevice(api.db) }) }],
  referenceBookPage: [{ params: { bookId: 1, pageNo: 1 }, prepare: async (api) => ({ headers: await demoOnDevice(api.db) }) }],
} satisfies Record<string, ContractRequest[]>;
