/**
 * A doctor who may sit the exams seeded on the open evening batch (server/seed/exam-sittings.ts):
 * newly registered through the portal's forms (so this browser is their verified device), enrolled, and paid
 * through the bKash simulator, so the course is active. Each test that sits an exam gets its own,
 * since a doctor sits an exam once.
 */
import { expect, type Page } from "@playwright/test";
import { registerThroughPortal } from "./accounts";
import { enrolAndPay } from "./bkash-wallet";
import { apiBatch, SEEDED } from "./catalogue";

export async function doctorWithActiveEveningCourse(page: Page): Promise<number> {
  const batch = await apiBatch(SEEDED.openBatch);
  return doctorWithActiveCourse(page, `/batch-details/${batch.id}/enroll/${batch.schedules[0]!.id}`);
}

/** Enrolled in the combined programme through its first master schedule, which holds the evening batch's schedule and its exams. */
export async function doctorWithActiveCombinedCourse(page: Page): Promise<number> {
  const batch = await apiBatch(SEEDED.combined);
  return doctorWithActiveCourse(page, `/batch-details/${batch.id}/master-enroll/${batch.master_schedules[0]!.id}`);
}

/** Enrolled in the online mock-test batch, which holds the seeded 150-question FCPS Part 1 paper (server/seed/exams.ts). */
export async function doctorWithActiveMockTestCourse(page: Page): Promise<number> {
  const batch = await apiBatch(SEEDED.demoEnrolled);
  return doctorWithActiveCourse(page, `/batch-details/${batch.id}/enroll/${batch.schedules[0]!.id}`);
}

async function doctorWithActiveCourse(page: Page, enrollPath: string): Promise<number> {
  await registerThroughPortal(page.context());
  return enrolAndPay(page, enrollPath);
}

/** From the course's full schedule to the exam's status page, by the link a doctor would follow (0: the 20-question paper, 1: the one-minute test). */
export async function openExamFromSchedule(page: Page, courseId: number, which: 0 | 1): Promise<void> {
  await page.goto(`/my/courses/${courseId}/full-schedule`);
  await page.locator('.timetable a[href$="/exam-status"]').nth(which).click();
  await expect(page).toHaveURL(/\/my\/courses\/\d+\/schedule\/\d+\/events\/\d+\/exam-status$/);
}

/** exam-status → exam-info → Start: the attempt page. */
export async function startExam(page: Page): Promise<number> {
  await page.getByRole("link", { name: "নিয়ম দেখে পরীক্ষা শুরু করুন" }).click();
  await expect(page).toHaveURL(/\/exam-info$/);
  await page.getByRole("button", { name: "পরীক্ষা শুরু করুন" }).click();
  await expect(page).toHaveURL(/\/my\/exam-attempts\/\d+$/);
  return Number(/exam-attempts\/(\d+)/.exec(page.url())![1]);
}
