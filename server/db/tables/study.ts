/**
 * The study area's content beyond courses (decision 021): notices with a read state per doctor,
 * the complain box, printed lecture sheets with their courier deliveries, and reference books.
 * All text here is plain text (never HTML): the portal renders it escaped, with line breaks kept.
 */
import { check, index, integer, pgEnum, pgTable, primaryKey, smallint, text, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { at, serialId, partOf } from "../columns";
import { sql } from "drizzle-orm";
import { doctors } from "./accounts";
import { batches, courses } from "./catalogue";

/** `site`: every doctor; `course`: doctors enrolled in any batch of the course; `batch`: that batch's doctors. */
export const noticeScope = pgEnum("notice_scope", ["site", "course", "batch"]);

export const doctorNotices = pgTable(
  "doctor_notices",
  {
    id: serialId(),
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
    noticeId: partOf("notice_id", () => doctorNotices.id),
    doctorId: partOf("doctor_id", () => doctors.id),
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
    id: serialId(),
    doctorId: partOf("doctor_id", () => doctors.id),
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
    id: serialId(),
    complaintId: partOf("complaint_id", () => complaints.id),
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
    id: serialId(),
    batchId: partOf("batch_id", () => batches.id),
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
    id: serialId(),
    sheetId: partOf("sheet_id", () => lectureSheets.id),
    doctorId: partOf("doctor_id", () => doctors.id),
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
    id: serialId(),
    deliveryId: partOf("delivery_id", () => sheetDeliveries.id),
    stage: deliveryStage("stage").notNull(),
    /** Where the parcel was (a courier hub, a district office). */
    place: varchar("place", { length: 160 }).notNull(),
    at: at("at").notNull(),
  },
  (t) => [uniqueIndex("delivery_events_stage_idx").on(t.deliveryId, t.stage)],
);

export const referenceBooks = pgTable("reference_books", {
  id: serialId(),
  title: varchar("title", { length: 200 }).notNull(),
  author: varchar("author", { length: 200 }).notNull(),
});

/** A book opens to doctors with an active enrolment in a course that lists it. */
export const courseReferenceBooks = pgTable(
  "course_reference_books",
  {
    courseId: partOf("course_id", () => courses.id),
    bookId: partOf("book_id", () => referenceBooks.id),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.bookId] })],
);

export const referenceBookPages = pgTable(
  "reference_book_pages",
  {
    bookId: partOf("book_id", () => referenceBooks.id),
    pageNo: smallint("page_no").notNull(),
    heading: varchar("heading", { length: 200 }).notNull(),
    body: text("body").notNull(),
  },
  (t) => [primaryKey({ columns: [t.bookId, t.pageNo] })],
);
