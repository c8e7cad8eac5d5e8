/**
 * Free practice exams (decision 056): any registered doctor may start a few of them each Dhaka
 * calendar month, enrolled or not. Starting one uses a place of the month's quota; an attempt once
 * started is the doctor's to finish, read and review whatever the quota says later. The count and
 * the start are one step under a lock on the doctor's row, so two Starts at once cannot both take
 * the last place.
 */
import { and, count, eq, gte, lt, ne } from "drizzle-orm";
import type { FreeQuota } from "../contract";
import type { Db } from "../db/client";
import { doctors, examAttempts, exams } from "../db/schema";
import { dhakaDate } from "../enrollments/dhaka";
import { HttpError } from "../http/errors";

/** How many free exams a doctor may start in one Dhaka calendar month. */
export const FREE_EXAMS_PER_MONTH = 3;

const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;
const bnNumber = new Intl.NumberFormat("bn-BD");
const bnDate = new Intl.DateTimeFormat("bn-BD", { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Dhaka" });

/** The Dhaka calendar month holding `now`: from its first midnight (Dhaka) to the next month's. */
export function quotaMonth(now: Date): { from: Date; renewsAt: Date } {
  const [year, month] = dhakaDate(now).split("-").map(Number) as [number, number];
  return {
    from: new Date(Date.UTC(year, month - 1, 1) - DHAKA_OFFSET_MS),
    renewsAt: new Date(Date.UTC(year, month, 1) - DHAKA_OFFSET_MS),
  };
}

/**
 * The doctor's free exams started this Dhaka month, against the quota. Other doctors' never count,
 * nor the attempt of `exceptExamId` (starting an exam already started costs nothing).
 */
export async function freeQuotaOf(db: Db, doctorId: number, now: Date, exceptExamId?: number): Promise<FreeQuota> {
  const { from, renewsAt } = quotaMonth(now);
  const [row] = await db
    .select({ used: count() })
    .from(examAttempts)
    .innerJoin(exams, eq(exams.id, examAttempts.examId))
    .where(
      and(
        eq(examAttempts.doctorId, doctorId),
        eq(exams.isFree, true),
        gte(examAttempts.startedAt, from),
        lt(examAttempts.startedAt, renewsAt),
        exceptExamId === undefined ? undefined : ne(examAttempts.examId, exceptExamId),
      ),
    );
  return { used: row?.used ?? 0, limit: FREE_EXAMS_PER_MONTH, renews_at: renewsAt.toISOString() };
}

export const quotaLeft = (quota: FreeQuota): boolean => quota.used < quota.limit;

/**
 * Runs `start` (the attempt's insert) only while a place is left, in one transaction that first
 * locks the doctor's row: a second Start of the same doctor waits there and then counts the first's
 * attempt (decision 056). `no key update` leaves rows that merely reference the doctor free to be written.
 */
export async function withinFreeQuota<T>(
  db: Db,
  doctorId: number,
  examId: number,
  now: Date,
  start: (tx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.select({ id: doctors.id }).from(doctors).where(eq(doctors.id, doctorId)).for("no key update");
    const quota = await freeQuotaOf(tx, doctorId, now, examId);
    if (!quotaLeft(quota)) throw quotaUsedUp(quota);
    return start(tx);
  });
}

/** The refusal a Start past the quota gets (403): how many were used and when the quota renews. */
export function quotaUsedUp(quota: FreeQuota): HttpError {
  return new HttpError(
    403,
    `এই মাসের ${bnNumber.format(quota.limit)}টি বিনামূল্যের পরীক্ষার সবকটি আপনি দিয়েছেন। ` +
      `নতুন কোটা শুরু হবে ${bnDate.format(new Date(quota.renews_at))}। সব পরীক্ষা দিতে একটি কোর্সে ভর্তি হোন।`,
  );
}
