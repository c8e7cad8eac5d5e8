/**
 * The one way from a batch, a timetable slot or an enrolment up to the course it belongs to:
 * slot → timetable (batch schedule) → batch → session → course, and enrolment → batch → session →
 * course. Each builder adds inner joins to a dynamic `select … from <table>` (`.$dynamic()`), so
 * the caller keeps its own columns, filters and further joins. Every link is a NOT NULL foreign
 * key, so the joins only widen the row: they never drop or repeat one.
 */
import { eq } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import { batchSchedules, batches, courses, enrollments, scheduleSlots, unitVideos, yearCourseSessions } from "../db/schema";

/** A query that already has `batches`: adds its session and course. */
export const joinCourseOfBatch = <T extends PgSelect>(query: T) =>
  query
    .innerJoin(yearCourseSessions, eq(yearCourseSessions.id, batches.sessionId))
    .innerJoin(courses, eq(courses.id, yearCourseSessions.courseId));

/** A query that already has `schedule_slots`: adds the slot's timetable, batch, session and course. */
export const joinCourseOfSlot = <T extends PgSelect>(query: T) =>
  joinCourseOfBatch(
    query
      .innerJoin(batchSchedules, eq(batchSchedules.id, scheduleSlots.scheduleId))
      .innerJoin(batches, eq(batches.id, batchSchedules.batchId)),
  );

/** A query that already has `enrollments`: adds the enrolment's batch, session and course. */
export const joinCourseOfEnrollment = <T extends PgSelect>(query: T) =>
  joinCourseOfBatch(query.innerJoin(batches, eq(batches.id, enrollments.batchId)));

/** A query that already has `unit_videos`: adds the video's slot, and the slot's way to its course. */
export const joinCourseOfUnitVideo = <T extends PgSelect>(query: T) =>
  joinCourseOfSlot(query.innerJoin(scheduleSlots, eq(scheduleSlots.id, unitVideos.slotId)));
