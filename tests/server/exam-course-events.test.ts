/**
 * Course exams seen from the doctor's course (PGlite, and PostgreSQL with TEST_DATABASE_URL): the
 * exam of a timetable event with its status, and the paper telling the portal which course event an
 * attempt belongs to, with every saved answer's browser time for merging an offline queue.
 */
import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpoints } from "../../server/contract";
import { enrollments, scheduleSlots } from "../../server/db/schema";
import { makeTestApi, type TestApi } from "./helpers";
import { examBatch, newSitter, shortExamEvent, type Sitter } from "./exams-helpers";

let api: TestApi;
beforeAll(async () => {
  api = await makeTestApi();
});
afterAll(() => api.close());

const get = (url: string, who: Sitter | { headers: Record<string, string> }) => api.app.inject({ url, headers: who.headers });
const infoUrl = (courseId: number, eventId: number | string) => `/api/v3/web/doctor/courses/${courseId}/events/${eventId}/exam`;

describe("the exam of a course event", () => {
  it("answers the exam, its status and where it sits; start, and the paper says the same event", async () => {
    const doctor = await newSitter(api, new Date());
    const { courseId, eventId, examId } = await shortExamEvent(api, doctor.id);
    const res = await get(infoUrl(courseId, eventId), doctor);
    expect(res.statusCode, res.body).toBe(200);
    const info = endpoints.courseExamInfo.response.parse(res.json()).data;
    expect(info.exam.id).toBe(examId);
    expect(info).toMatchObject({ status: "open", can_start: true, attempt: null });
    const { scheduleId, batchId } = await examBatch(api);
    expect(info.course_event).toEqual({
      course_id: courseId,
      schedule: { id: scheduleId, kind: "batch" },
      batch_id: batchId,
      event_id: eventId,
    });

    const started = await api.app.inject({ method: "POST", url: `/api/v3/exams/${examId}/start`, headers: doctor.headers });
    const attemptId = started.json().data.id as number;
    // After the start and before the save reaches the API: the window a client time is kept in.
    const clientAt = new Date().toISOString();
    const paper1 = endpoints.examPaper.response.parse((await get(`/api/v3/exam-attempts/${attemptId}`, doctor)).json()).data;
    const sba = paper1.questions!.find((q) => q.type === "sba")!;
    await api.app.inject({
      method: "POST",
      url: `/api/v3/exam-attempts/${attemptId}/answers`,
      headers: doctor.headers,
      payload: { answers: [{ question_id: sba.id, answer: "C", client_at: clientAt }] },
    });
    const paper = endpoints.examPaper.response.parse((await get(`/api/v3/exam-attempts/${attemptId}`, doctor)).json()).data;
    expect(paper.course_event).toEqual(info.course_event);
    expect(paper.answers).toEqual([{ question_id: sba.id, answer: "C", client_at: clientAt }]);
    expect(Date.parse(paper.server_time)).not.toBeNaN();

    const again = endpoints.courseExamInfo.response.parse((await get(infoUrl(courseId, eventId), doctor)).json()).data;
    expect(again).toMatchObject({ status: "in_progress", can_start: false, attempt: { id: attemptId } });
  });

  it("the timetable marks the events whose exam is published", async () => {
    const doctor = await newSitter(api, new Date());
    const { courseId, eventId } = await shortExamEvent(api, doctor.id);
    // An exam slot of its own with no exam behind it: the seed may have given every seeded exam slot one.
    const [unpublished] = await api.db
      .insert(scheduleSlots)
      .values({
        scheduleId: (await examBatch(api)).scheduleId,
        kind: "exam",
        topic: "প্রকাশ না হওয়া পরীক্ষা",
        date: new Date().toISOString().slice(0, 10),
        startTime: "10:00",
        endTime: "11:00",
        teacher: "—",
      })
      .returning({ id: scheduleSlots.id });
    const timetable = endpoints.doctorCourseSchedule.response.parse(
      (await get(`/api/v3/web/doctor/courses/${courseId}/schedule`, doctor)).json(),
    ).data;
    const withExam = timetable.slots.filter((s) => s.has_exam).map((s) => s.id);
    expect(withExam).toContain(eventId);
    expect(timetable.slots.find((s) => s.id === unpublished!.id)).toMatchObject({ kind: "exam", has_exam: false });
    expect(timetable.slots.filter((s) => s.kind !== "exam" && s.has_exam)).toEqual([]);
  });

  it("is a 404 for another doctor's course, an event outside the course, an event without an exam, and a bad id", async () => {
    const doctor = await newSitter(api, new Date());
    const other = await newSitter(api, new Date());
    const { courseId, eventId } = await shortExamEvent(api, doctor.id);
    const { courseId: othersCourse } = await shortExamEvent(api, other.id);
    const [lecture] = await api.db
      .select({ id: scheduleSlots.id })
      .from(scheduleSlots)
      .where(and(eq(scheduleSlots.scheduleId, (await examBatch(api)).scheduleId), ne(scheduleSlots.kind, "exam")))
      .limit(1);
    const [foreignSlot] = await api.db
      .select({ id: scheduleSlots.id })
      .from(scheduleSlots)
      .where(ne(scheduleSlots.scheduleId, (await examBatch(api)).scheduleId))
      .limit(1);
    for (const url of [
      infoUrl(othersCourse, eventId),
      infoUrl(courseId, lecture!.id),
      infoUrl(courseId, foreignSlot!.id),
      infoUrl(courseId, "x1"),
      infoUrl(courseId, 999_999),
    ])
      expect((await get(url, doctor)).statusCode, url).toBe(404);
  });

  it("needs an active enrolment (403) and a verified device (423)", async () => {
    const doctor = await newSitter(api, new Date());
    const { courseId, eventId } = await shortExamEvent(api, doctor.id);
    const { authorization } = doctor.headers as { authorization: string };
    expect((await get(infoUrl(courseId, eventId), { headers: { authorization } })).statusCode).toBe(423);
    await api.db.update(enrollments).set({ status: "expired" }).where(eq(enrollments.id, courseId));
    expect((await get(infoUrl(courseId, eventId), doctor)).statusCode).toBe(403);
  });
});
