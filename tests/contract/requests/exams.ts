import { eq } from "drizzle-orm";
import { exams } from "../../../server/db/schema";
import { SHORT_EXAM_TITLE } from "../../../server/seed/exams";
import type { TestApi } from "../../server/helpers";
import { newSitter, shortExamEvent } from "../../server/exams-helpers";
import type { ContractRequest } from "./types";

/**
 * Requests for the exam and quiz endpoints. Each prepares its own doctor (enrolled in the exam
 * batch, on a verified device) and, where needed, an attempt through the API itself.
 */
async function shortExamId(api: TestApi): Promise<number> {
  const [row] = await api.db.select({ id: exams.id }).from(exams).where(eq(exams.title, SHORT_EXAM_TITLE));
  return row!.id;
}

/** A fresh doctor's attempt behind `door`, submitted when asked. */
async function attempt(api: TestApi, door: "exam" | "quiz", submitted: boolean): Promise<Omit<ContractRequest, "prepare">> {
  const doctor = await newSitter(api, new Date());
  const start = door === "exam" ? `/api/v3/exams/${await shortExamId(api)}/start` : "/api/v3/quizzes/anatomy-basics/start";
  const id = (await api.app.inject({ method: "POST", url: start, headers: doctor.headers })).json().data.id;
  const prefix = door === "exam" ? "/api/v3/exam-attempts" : "/api/v3/quiz-attempts";
  if (submitted) await api.app.inject({ method: "POST", url: `${prefix}/${id}/submit`, headers: doctor.headers });
  return { params: { id }, headers: doctor.headers };
}

const saveBody = (questionId: number) => ({
  answers: [{ question_id: questionId, answer: "", client_at: new Date().toISOString() }],
});
/** The first SBA of the attempt's paper. */
async function saving(api: TestApi, door: "exam" | "quiz"): Promise<Omit<ContractRequest, "prepare">> {
  const request = await attempt(api, door, false);
  const paper = await api.app.inject({ url: `/api/v3/${door}-attempts/${request.params!.id}`, headers: request.headers });
  const sba = paper.json().data.questions.find((q: { type: string }) => q.type === "sba");
  return { ...request, body: saveBody(sba.id) };
}

const asSitter = async (api: TestApi) => ({ headers: (await newSitter(api, new Date())).headers });

async function courseEvent(api: TestApi): Promise<Omit<ContractRequest, "prepare">> {
  const doctor = await newSitter(api, new Date());
  const { courseId, eventId } = await shortExamEvent(api, doctor.id);
  return { headers: doctor.headers, params: { id: courseId, eventId } };
}

export const examRequests = {
  courseExamInfo: [{ prepare: courseEvent }],
  examInfo: [{ prepare: async (api) => ({ ...(await asSitter(api)), params: { id: await shortExamId(api) } }) }],
  startExam: [{ prepare: async (api) => ({ ...(await asSitter(api)), params: { id: await shortExamId(api) } }) }],
  examPaper: [{ prepare: (api) => attempt(api, "exam", false) }],
  examSaveAnswers: [{ body: saveBody(1), prepare: (api) => saving(api, "exam") }],
  examSubmit: [{ prepare: (api) => attempt(api, "exam", false) }],
  examResult: [{ prepare: (api) => attempt(api, "exam", true) }],
  examReview: [{ prepare: (api) => attempt(api, "exam", true) }],
  quizInfo: [{ asDoctor: true, params: { key: "cardiology-weekly" } }],
  startQuiz: [{ prepare: asSitter, params: { key: "pharmacology-rapid" } }],
  quizLeaderboard: [{ asDoctor: true, params: { key: "cardiology-weekly" } }],
  quizPaper: [{ prepare: (api) => attempt(api, "quiz", false) }],
  quizSaveAnswers: [{ body: saveBody(1), prepare: (api) => saving(api, "quiz") }],
  quizSubmit: [{ prepare: (api) => attempt(api, "quiz", false) }],
  quizResult: [{ prepare: (api) => attempt(api, "quiz", true) }],
  quizReview: [{ prepare: (api) => attempt(api, "quiz", true) }],
} satisfies Record<string, ContractRequest[]>;
