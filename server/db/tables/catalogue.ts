/**
 * The catalogue: course families → courses → year sessions → batches (sold in seats, listed under
 * batch categories) → schedules of dated slots; master schedules that consolidate a combined
 * programme; free and unit videos; and the doctor's enrolments.
 *
 * Money is integer paisa everywhere (৳1 = 100 paisa): sums and discounts stay exact.
 * Slot dates and times are Dhaka wall-clock values (Bangladesh has one zone and no DST).
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { at, serialId, partOf } from "../columns";
import { doctors } from "./accounts";
import { divisions } from "./geo";
import { batchCategories } from "./homepage";

const position = () => smallint("position").notNull().default(0);

export const courseFamilies = pgTable("course_families", {
  id: serialId(),
  slug: varchar("slug", { length: 32 }).notNull().unique(),
  title: varchar("title", { length: 80 }).notNull(),
  icon: varchar("icon", { length: 32 }).notNull(),
  descriptionHtml: text("description_html").notNull().default(""),
  position: smallint("position").notNull(),
});

export const courses = pgTable(
  "courses",
  {
    id: serialId(),
    familyId: partOf("family_id", () => courseFamilies.id),
    slug: varchar("slug", { length: 64 }).notNull().unique(),
    title: varchar("title", { length: 160 }).notNull(),
    summary: varchar("summary", { length: 500 }).notNull(),
    position: position(),
  },
  (t) => [index("courses_family_idx").on(t.familyId)],
);

/** The spec's `year_course_session_id`: one intake of a course (e.g. the January 2027 session). */
export const yearCourseSessions = pgTable(
  "year_course_sessions",
  {
    id: serialId(),
    courseId: partOf("course_id", () => courses.id),
    year: smallint("year").notNull(),
    title: varchar("title", { length: 120 }).notNull(),
    startsOn: date("starts_on", { mode: "string" }).notNull(),
    endsOn: date("ends_on", { mode: "string" }).notNull(),
  },
  (t) => [
    index("year_course_sessions_course_idx").on(t.courseId),
    check("year_course_sessions_dates", sql`${t.endsOn} >= ${t.startsOn}`),
  ],
);

/** Where a batch is taught. The online "branch" has no division. */
export const branches = pgTable("branches", {
  id: serialId(),
  slug: varchar("slug", { length: 48 }).notNull().unique(),
  name: varchar("name", { length: 80 }).notNull(),
  address: varchar("address", { length: 300 }),
  divisionId: integer("division_id").references(() => divisions.id),
  position: position(),
});

export const batchMode = pgEnum("batch_mode", ["online", "offline", "hybrid"]);

export const batches = pgTable(
  "batches",
  {
    id: serialId(),
    sessionId: integer("session_id")
      .notNull()
      .references(() => yearCourseSessions.id, { onDelete: "restrict" }),
    slug: varchar("slug", { length: 96 }).notNull().unique(),
    title: varchar("title", { length: 200 }).notNull(),
    mode: batchMode("mode").notNull(),
    branchId: integer("branch_id")
      .notNull()
      .references(() => branches.id),
    /** Where exactly, when not at the branch's own address (e.g. an exam hall for a mock test). */
    venue: varchar("venue", { length: 300 }),
    startsAt: at("starts_at").notNull(),
    enrollmentDeadline: at("enrollment_deadline").notNull(),
    seats: integer("seats").notNull(),
    /** Seats sold at a branch counter (cash, staff-entered); online enrolments are counted from `enrollments`. */
    seatsSoldOffline: integer("seats_sold_offline").notNull().default(0),
    feePaisa: integer("fee_paisa").notNull(),
    earlyBirdDiscountPaisa: integer("early_bird_discount_paisa"),
    earlyBirdDeadline: at("early_bird_deadline"),
    alumniDiscountPaisa: integer("alumni_discount_paisa"),
    installmentCount: smallint("installment_count"),
    installmentIntervalDays: smallint("installment_interval_days"),
    /** Printed lecture sheets go by courier to the permanent address, so enrolling needs one. */
    couriersLectureSheets: boolean("couriers_lecture_sheets").notNull().default(false),
    descriptionHtml: text("description_html").notNull(),
    image: varchar("image", { length: 500 }).notNull(),
    /** Past batches stay for enrolment history but leave every listing. */
    archivedAt: at("archived_at"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("batches_session_idx").on(t.sessionId),
    index("batches_starts_idx").on(t.startsAt),
    check("batches_seats", sql`${t.seats} > 0 and ${t.seatsSoldOffline} between 0 and ${t.seats}`),
    check("batches_fee", sql`${t.feePaisa} >= 0`),
    check(
      "batches_early_bird",
      sql`(${t.earlyBirdDiscountPaisa} is null) = (${t.earlyBirdDeadline} is null) and coalesce(${t.earlyBirdDiscountPaisa}, 0) between 0 and ${t.feePaisa}`,
    ),
    check("batches_alumni", sql`coalesce(${t.alumniDiscountPaisa}, 0) between 0 and ${t.feePaisa}`),
    check(
      "batches_installments",
      sql`(${t.installmentCount} is null) = (${t.installmentIntervalDays} is null) and coalesce(${t.installmentCount}, 2) between 2 and 12 and coalesce(${t.installmentIntervalDays}, 1) > 0`,
    ),
  ],
);

/** A batch is listed under one or more home-page batch categories. */
export const batchCategoryBatches = pgTable(
  "batch_category_batches",
  {
    batchId: partOf("batch_id", () => batches.id),
    categoryId: partOf("category_id", () => batchCategories.id),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.categoryId] }), index("batch_category_batches_category_idx").on(t.categoryId)],
);

/** One timetable of a batch (a batch may offer several, e.g. a weekend and an evening shift). */
export const batchSchedules = pgTable(
  "batch_schedules",
  {
    id: serialId(),
    batchId: partOf("batch_id", () => batches.id),
    title: varchar("title", { length: 160 }).notNull(),
    description: varchar("description", { length: 500 }).notNull(),
    position: position(),
  },
  (t) => [index("batch_schedules_batch_idx").on(t.batchId)],
);

export const slotKind = pgEnum("schedule_slot_kind", ["lecture", "exam", "solve_class", "feedback"]);

/** A dated entry of a timetable; the spec's course "event" that exams and unit videos hang on. */
export const scheduleSlots = pgTable(
  "schedule_slots",
  {
    id: serialId(),
    scheduleId: partOf("schedule_id", () => batchSchedules.id),
    kind: slotKind("kind").notNull(),
    topic: varchar("topic", { length: 300 }).notNull(),
    date: date("date", { mode: "string" }).notNull(),
    startTime: time("start_time").notNull(),
    endTime: time("end_time").notNull(),
    teacher: varchar("teacher", { length: 120 }).notNull(),
  },
  (t) => [
    index("schedule_slots_schedule_date_idx").on(t.scheduleId, t.date),
    check("schedule_slots_times", sql`${t.endTime} > ${t.startTime}`),
  ],
);

/**
 * A combined programme's consolidated timetable: the slots of its member schedules (taken from
 * other batches) in one view. Seats are sold on the programme's own batch.
 */
export const masterSchedules = pgTable(
  "master_schedules",
  {
    id: serialId(),
    batchId: partOf("batch_id", () => batches.id),
    title: varchar("title", { length: 160 }).notNull(),
    description: varchar("description", { length: 500 }).notNull(),
    position: position(),
  },
  (t) => [index("master_schedules_batch_idx").on(t.batchId)],
);

export const masterScheduleParts = pgTable(
  "master_schedule_parts",
  {
    masterScheduleId: partOf("master_schedule_id", () => masterSchedules.id),
    scheduleId: partOf("schedule_id", () => batchSchedules.id),
  },
  (t) => [primaryKey({ columns: [t.masterScheduleId, t.scheduleId] })],
);

export const freeVideos = pgTable("free_videos", {
  id: serialId(),
  title: varchar("title", { length: 200 }).notNull(),
  description: text("description").notNull(),
  /** The 11-character YouTube id; links and thumbnails are derived from it. */
  youtubeId: varchar("youtube_id", { length: 11 }).notNull(),
  familyId: integer("family_id").references(() => courseFamilies.id, { onDelete: "set null" }),
  durationSeconds: integer("duration_seconds"),
  publishedAt: at("published_at").notNull(),
  position: position(),
});

/** A recorded class sold on its own; the link stays private until the payment work grants it. */
export const unitVideos = pgTable(
  "unit_videos",
  {
    id: serialId(),
    slotId: partOf("slot_id", () => scheduleSlots.id),
    title: varchar("title", { length: 200 }).notNull(),
    description: text("description").notNull(),
    durationSeconds: integer("duration_seconds").notNull(),
    pricePaisa: integer("price_paisa").notNull(),
    videoLink: varchar("video_link", { length: 500 }).notNull(),
    questionsHtml: text("questions_html"),
    position: position(),
  },
  (t) => [index("unit_videos_slot_idx").on(t.slotId), check("unit_videos_price", sql`${t.pricePaisa} >= 0`)],
);

export const enrollmentStatus = pgEnum("enrollment_status", ["pending_payment", "active", "expired", "cancelled"]);
export const paymentPlan = pgEnum("payment_plan", ["full", "installment"]);

export type InstallmentRow = { number: number; amount_paisa: number; due_in_days: number };

/**
 * The doctor's course. A pending enrolment holds its seat until `hold_expires_at`; the payment
 * work turns it active. Prices are computed and frozen here by the server, never sent by a client.
 */
export const enrollments = pgTable(
  "enrollments",
  {
    id: serialId(),
    doctorId: partOf("doctor_id", () => doctors.id),
    batchId: integer("batch_id")
      .notNull()
      .references(() => batches.id, { onDelete: "restrict" }),
    /** Exactly one of the two: a batch's own schedule, or a master schedule of a combined programme. */
    scheduleId: integer("schedule_id").references(() => batchSchedules.id, { onDelete: "restrict" }),
    masterScheduleId: integer("master_schedule_id").references(() => masterSchedules.id, { onDelete: "restrict" }),
    status: enrollmentStatus("status").notNull().default("pending_payment"),
    feePaisa: integer("fee_paisa").notNull(),
    discountPaisa: integer("discount_paisa").notNull(),
    discountKind: varchar("discount_kind", { length: 16 }).$type<"early_bird" | "alumni">(),
    totalPaisa: integer("total_paisa").notNull(),
    paymentPlan: paymentPlan("payment_plan").notNull().default("full"),
    amountDuePaisa: integer("amount_due_paisa").notNull(),
    installments: jsonb("installments").$type<InstallmentRow[]>(),
    idempotencyKey: varchar("idempotency_key", { length: 64 }).notNull(),
    holdExpiresAt: at("hold_expires_at").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("enrollments_doctor_idempotency_unique").on(t.doctorId, t.idempotencyKey),
    // One live enrolment per doctor and batch; the enrolment transaction relies on it as a last guard.
    uniqueIndex("enrollments_doctor_batch_live_unique")
      .on(t.doctorId, t.batchId)
      .where(sql`${t.status} in ('pending_payment', 'active')`),
    index("enrollments_batch_status_idx").on(t.batchId, t.status),
    check("enrollments_one_schedule", sql`num_nonnulls(${t.scheduleId}, ${t.masterScheduleId}) = 1`),
    check(
      "enrollments_money",
      sql`${t.totalPaisa} = ${t.feePaisa} - ${t.discountPaisa} and ${t.amountDuePaisa} between 0 and ${t.totalPaisa}`,
    ),
    check("enrollments_discount_kind", sql`(${t.discountKind} is null) = (${t.discountPaisa} = 0)`),
  ],
);
