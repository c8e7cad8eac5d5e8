/**
 * The study area's content beyond courses (decision 021): notices with a read state per doctor,
 * the complain box, printed lecture sheets with their courier deliveries, and reference books.
 * All text here is plain text (never HTML): the portal renders it escaped, with line breaks kept.
 */
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { doctors } from "./accounts";
import { batches, courses } from "./catalogue";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** `site`: every doctor; `course`: doctors enrolled in any batch of the course; `batch`: that batch's doctors. */
export const noticeScope = pgEnum("notice_scope", ["site", "course", "batch"]);

export const doctorNotices = pgTable(
  "doctor_notices",
  {
    id: serial("id").primaryKey(),
    scope: noticeScope("scope").notNull(),
    courseId: integer("course_id").references(() => courses.id, { onDelete: "cascade" }),
    batchId: integer("batch_id").references(() => batches.id, { onDelete: "cascade" }),
    title: varchar("title", { length: 200 }).notNull(),
    body: text("body").notNull(),
    publishedAt: at("published_at").notNull(),
  },
  (t) => [
    index("doctor_notices_published_idx").on(t.publishedAt),
    check(
      "doctor_notices_scope_target",
      sql`(${t.scope} = 'site' and ${t.courseId} is null and ${t.batchId} is null)
        or (${t.scope} = 'course' and ${t.courseId} is not null and ${t.batchId} is null)
        or (${t.scope} = 'batch' and ${t.batchId} is not null and ${t.courseId} is null)`,
    ),
  ],
);

/** One row once a doctor has opened a notice; its absence is "unread". */
export const noticeReads = pgTable(
  "notice_reads",
  {
    noticeId: integer("notice_id")
      .notNull()
      .references(() => doctorNotices.id, { onDelete: "cascade" }),
    doctorId: integer("doctor_id")
      .notNull()
      .references(() => doctors.id, { onDelete: "cascade" }),
    readAt: at("read_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.doctorId] }), index("notice_reads_doctor_idx").on(t.doctorId)],
);

export const complaintCategory = pgEnum("complaint_category", [
  "course",
  "payment",
  "class",
  "exam",
  "sheet",
  "technical",
  "other",
]);
export const complaintStatus = pgEnum("complaint_status", ["open", "answered", "closed"]);

export const complaints = pgTable(
  "complaints",
  {
    id: serial("id").primaryKey(),
    doctorId: integer("doctor_id")
      .notNull()
      .references(() => doctors.id, { onDelete: "cascade" }),
    category: complaintCategory("category").notNull(),
    status: complaintStatus("status").notNull().default("open"),
    createdAt: at("created_at").notNull(),
    updatedAt: at("updated_at").notNull(),
  },
  (t) => [index("complaints_doctor_idx").on(t.doctorId, t.createdAt)],
);

/** The thread: the doctor's first text is message one; `academy` messages are the staff's replies. */
export const complaintMessages = pgTable(
  "complaint_messages",
  {
    id: serial("id").primaryKey(),
    complaintId: integer("complaint_id")
      .notNull()
      .references(() => complaints.id, { onDelete: "cascade" }),
    author: varchar("author", { length: 10, enum: ["doctor", "academy"] }).notNull(),
    /** The staff member's display name on an academy reply; null on the doctor's own messages. */
    staffName: varchar("staff_name", { length: 120 }),
    body: text("body").notNull(),
    createdAt: at("created_at").notNull(),
  },
  (t) => [index("complaint_messages_thread_idx").on(t.complaintId, t.createdAt)],
);

/** A printed sheet the academy posts to every active enrolment of a batch. */
export const lectureSheets = pgTable(
  "lecture_sheets",
  {
    id: serial("id").primaryKey(),
    batchId: integer("batch_id")
      .notNull()
      .references(() => batches.id, { onDelete: "cascade" }),
    title: varchar("title", { length: 200 }).notNull(),
    pages: smallint("pages").notNull(),
    position: smallint("position").notNull().default(0),
  },
  (t) => [index("lecture_sheets_batch_idx").on(t.batchId)],
);

/** One parcel of a sheet to one doctor, addressed as their profile address read when it was packed. */
export const sheetDeliveries = pgTable(
  "sheet_deliveries",
  {
    id: serial("id").primaryKey(),
    sheetId: integer("sheet_id")
      .notNull()
      .references(() => lectureSheets.id, { onDelete: "cascade" }),
    doctorId: integer("doctor_id")
      .notNull()
      .references(() => doctors.id, { onDelete: "cascade" }),
    courier: varchar("courier", { length: 80 }).notNull(),
    trackingCode: varchar("tracking_code", { length: 40 }).notNull(),
    address: varchar("address", { length: 700 }).notNull(),
  },
  (t) => [uniqueIndex("sheet_deliveries_sheet_doctor_idx").on(t.sheetId, t.doctorId)],
);

export const deliveryStage = pgEnum("delivery_stage", ["packed", "handed_to_courier", "in_transit", "delivered"]);

export const deliveryEvents = pgTable(
  "delivery_events",
  {
    id: serial("id").primaryKey(),
    deliveryId: integer("delivery_id")
      .notNull()
      .references(() => sheetDeliveries.id, { onDelete: "cascade" }),
    stage: deliveryStage("stage").notNull(),
    /** Where the parcel was (a courier hub, a district office). */
    place: varchar("place", { length: 160 }).notNull(),
    at: at("at").notNull(),
  },
  (t) => [uniqueIndex("delivery_events_stage_idx").on(t.deliveryId, t.stage)],
);

export const referenceBooks = pgTable("reference_books", {
  id: serial("id").primaryKey(),
  title: varchar("title", { length: 200 }).notNull(),
  author: varchar("author", { length: 200 }).notNull(),
});

/** A book opens to doctors with an active enrolment in a course that lists it. */
export const courseReferenceBooks = pgTable(
  "course_reference_books",
  {
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    bookId: integer("book_id")
      .notNull()
      .references(() => referenceBooks.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.bookId] })],
);

export const referenceBookPages = pgTable(
  "reference_book_pages",
  {
    bookId: integer("book_id")
      .notNull()
      .references(() => referenceBooks.id, { onDelete: "cascade" }),
    pageNo: smallint("page_no").notNull(),
    heading: varchar("heading", { length: 200 }).notNull(),
    body: text("body").notNull(),
  },
  (t) => [primaryKey({ columns: [t.bookId, t.pageNo] })],
);
