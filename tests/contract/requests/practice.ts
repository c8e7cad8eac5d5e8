import { and, eq } from "drizzle-orm";
import { examQuestions, exams } from "../../../server/db/schema";
import { PAST_EXAM_TITLE } from "../../../server/seed/exam-results";
import { demoOnDevice } from "../../server/learning-helpers";
import type { TestApi } from "../../server/helpers";
import type { ContractRequest } from "./types";

/** The first question of the demo doctor's reviewed weekly test (server/seed/exam-results.ts). */
async function reviewedQuestion(api: TestApi): Promise<number> {
  const [row] = await api.db
    .select({ id: examQuestions.id })
    .from(examQuestions)
    .innerJoin(exams, eq(exams.id, examQuestions.examId))
    .where(and(eq(exams.title, PAST_EXAM_TITLE), eq(examQuestions.number, 1)));
  return row!.id;
}

export const practiceRequests = {
  progress: [{ asDoctor: true }],
  setBookmark: [
    {
      prepare: async (api) => ({
        headers: await demoOnDevice(api.db),
        params: { id: await reviewedQuestion(api) },
        body: { bookmarked: true },
      }),
    },
  ],
  bookmarks: [{ prepare: async (api) => ({ headers: await demoOnDevice(api.db) }) }],
  mistakes: [
    { prepare: async (api) => ({ headers: await demoOnDevice(api.db) }) },
    { prepare: async (api) => ({ headers: await demoOnDevice(api.db), query: { topic_id: 4 } }) },
  ],
  practicePapers: [{ prepare: async (api) => ({ headers: await demoOnDevice(api.db) }) }],
  buildPracticePaper: [
    {
      status: 201,
      prepare: async (api) => ({
        headers: await demoOnDevice(api.db),
        body: { source: "mistakes", questions: 2, minutes: 10 },
      }),
    },
  ],
} satisfies Record<string, ContractRequest[]>;
