/**
 * Which unit videos are on sale (issue 42, item 12): a course sells the recordings of its own classes,
 * and a recording exists only once its class has ended (the Dhaka wall clock against the slot's date
 * and end time). One condition, for every query over `unit_videos` joined up to its course
 * (`joinCourseOfUnitVideo`): the public listing, the cart's add, its items and its payment, and the
 * videos a subscription to the course opens.
 */
import { and, eq, sql, type SQL } from "drizzle-orm";
import { scheduleSlots, yearCourseSessions } from "../db/schema";
import { dhakaClock, dhakaDate } from "./dhaka";

/** The class a recording is of has ended by `now`. */
const classEnded = (now: Date): SQL => {
  const today = dhakaDate(now);
  return sql`(${scheduleSlots.date} < ${today}::date or (${scheduleSlots.date} = ${today}::date and ${scheduleSlots.endTime} <= ${dhakaClock(now)}::time))`;
};

/** Unit videos on sale at `now`, of `courseId` alone when given. */
export const unitVideosOnSale = (now: Date, courseId?: number): SQL =>
  and(classEnded(now), courseId === undefined ? undefined : eq(yearCourseSessions.courseId, courseId))!;
