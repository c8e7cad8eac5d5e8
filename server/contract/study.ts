/**
 * The study area beyond courses (decision 021): notices with read state, the complain box, lecture
 * sheets with their courier timeline, and reference-book pages. Every endpoint is personal. Notices
 * and complaints need only the login (not paid content); sheets and books are paid content (423
 * `deviceLocked` off a verified device). Another doctor's ids answer 404 like ids that do not exist.
 */
import { z } from "zod";
import { isoDateTime, itemOf, listOf, pageQuery, paginated } from "./common";
import { COMPLAINT_CATEGORY_KEYS, COMPLAINT_TEXT, complaintTextProblem, REPLY_TEXT } from "./complaint-rules";
import { endpoint, type Endpoint } from "./endpoint";

const id = z.number().int().positive();

export const doctorNotice = z.object({
  id,
  scope: z.enum(["site", "course", "batch"]),
  /** The course's or batch's title for a course or batch notice; null for a site-wide one. */
  scope_title: z.string().nullable(),
  title: z.string(),
  /** Plain text; paragraphs separated by a blank line. */
  body: z.string(),
  published_at: isoDateTime,
  read_at: isoDateTime.nullable(),
});
export type DoctorNotice = z.infer<typeof doctorNotice>;
const unreadCount = z.object({ unread_count: z.number().int().nonnegative() });
export const noticePage = paginated(doctorNotice).extend(unreadCount.shape);

export const noticeQuery = pageQuery.extend({
  /** `1`: unread notices only (the dashboard's list). */
  unread: z.enum(["0", "1"]).optional(),
});

export const complaintStatus = z.enum(["open", "answered", "closed"]);
export const complaintSummary = z.object({
  id,
  category: z.enum(COMPLAINT_CATEGORY_KEYS),
  status: complaintStatus,
  /** The first message's opening words. */
  excerpt: z.string(),
  replies: z.number().int().nonnegative(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type ComplaintSummary = z.infer<typeof complaintSummary>;
export const complaintMessage = z.object({
  id,
  author: z.enum(["doctor", "academy"]),
  /** The staff member on an academy reply; null on the doctor's own messages. */
  staff_name: z.string().nullable(),
  body: z.string(),
  created_at: isoDateTime,
});
export const complaintThread = complaintSummary.omit({ excerpt: true, replies: true }).extend({
  /** Oldest first: the complaint, then the replies in the order they were written. */
  messages: z.array(complaintMessage),
});
export type ComplaintThread = z.infer<typeof complaintThread>;

/**
 * Lengths, emptiness and the plain-text rule are `complaintTextProblem`'s (zod-free, so the browser
 * form judges a text the same way); its Bengali message is the 422's, beside the field. Trimmed.
 */
const complaintText = (limits: { min: number; max: number }) =>
  z
    .string({ error: "লেখাটি লিখুন।" })
    .superRefine((text, ctx) => {
      const problem = complaintTextProblem(text, limits);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    })
    .transform((text) => text.trim());
export const complaintInput = z.object({
  category: z.enum(COMPLAINT_CATEGORY_KEYS, { error: "অভিযোগের ধরন বেছে নিন।" }),
  text: complaintText(COMPLAINT_TEXT),
});
export const complaintReplyInput = z.object({ text: complaintText(REPLY_TEXT) });

export const deliveryStage = z.enum(["packed", "handed_to_courier", "in_transit", "delivered"]);
export type DeliveryStage = z.infer<typeof deliveryStage>;
export const deliveryStep = z.object({ stage: deliveryStage, place: z.string(), at: isoDateTime });
export const sheetDelivery = z.object({
  id,
  courier: z.string(),
  tracking_code: z.string(),
  address: z.string(),
  /** The latest stage reached. */
  stage: deliveryStage,
  steps: z.array(deliveryStep),
});
export const lectureSheet = z.object({
  id,
  title: z.string(),
  pages: z.number().int().positive(),
  course_title: z.string(),
  batch_name: z.string(),
  /** Null until the academy packs the sheet for this doctor. */
  delivery: sheetDelivery.nullable(),
});
export type LectureSheet = z.infer<typeof lectureSheet>;
export const lectureSheets = z.object({
  /** Where new parcels go: the doctor's present address from the profile; null while it is incomplete. */
  delivery_address: z.string().nullable(),
  data: z.array(lectureSheet),
});
export const sheetTracking = itemOf(
  sheetDelivery.extend({ sheet: z.object({ id, title: z.string(), course_title: z.string() }) }),
);
export type SheetTracking = z.infer<typeof sheetTracking>["data"];

export const referenceBook = z.object({ id, title: z.string(), author: z.string(), last_page: z.number().int().positive() });
export type ReferenceBook = z.infer<typeof referenceBook>;
export const referenceBookPage = itemOf(
  z.object({
    book: referenceBook,
    page_no: z.number().int().positive(),
    heading: z.string(),
    /** Plain text; paragraphs separated by a blank line. */
    body: z.string(),
  }),
);
export type ReferenceBookPage = z.infer<typeof referenceBookPage>["data"];

export const studyEndpoints = {
  /** Site-wide notices and those of the doctor's courses and batches, newest first, with the unread count. */
  notices: endpoint({
    method: "GET",
    path: "/api/v3/web/doctor/notices",
    query: noticeQuery,
    response: noticePage,
    personal: true,
  }),
  /** The header's badge: one count, nothing else. */
  noticeUnreadCount: endpoint({
    method: "GET",
    path: "/api/v3/web/doctor/notices/unread-count",
    response: unreadCount,
    personal: true,
  }),
  /** Opens a notice and marks it read (idempotent: the first read time stays); answers it with the new unread count. */
  readNotice: endpoint({
    method: "POST",
    path: "/api/v3/web/doctor/notices/:id/read",
    response: itemOf(doctorNotice).extend(unreadCount.shape),
    personal: true,
  }),
  complaints: endpoint({
    method: "GET",
    path: "/api/v3/web/doctor/complaints",
    query: pageQuery,
    response: paginated(complaintSummary),
    personal: true,
  }),
  /** 201 with the new thread; 422 per field; 429 past the daily cap. */
  createComplaint: endpoint({
    method: "POST",
    path: "/api/v3/web/doctor/complaints",
    body: complaintInput,
    response: itemOf(complaintThread),
    personal: true,
  }),
  complaint: endpoint({
    method: "GET",
    path: "/api/v3/web/doctor/complaints/:id",
    response: itemOf(complaintThread),
    personal: true,
  }),
  /** The doctor's reply; the thread answers with it appended. A closed complaint refuses (422). */
  replyToComplaint: endpoint({
    method: "POST",
    path: "/api/v3/web/doctor/complaints/:id/replies",
    body: complaintReplyInput,
    response: itemOf(complaintThread),
    personal: true,
  }),
  /** Sheets of the doctor's active courses. Paid content. */
  lectureSheets: endpoint({
    method: "GET",
    path: "/api/v3/web/doctor/lecture-sheets",
    response: lectureSheets,
    personal: true,
  }),
  /** One of the doctor's own deliveries. Paid content. */
  sheetDelivery: endpoint({
    method: "GET",
    path: "/api/v3/web/doctor/lecture-sheet-deliveries/:id",
    response: sheetTracking,
    personal: true,
  }),
  /** The books the doctor's active courses list (each opens at page 1). Paid content. */
  referenceBooks: endpoint({
    method: "GET",
    path: "/api/v3/web/doctor/reference-books",
    response: listOf(referenceBook),
    personal: true,
  }),
  /** A page of a book one of the doctor's active courses lists; 404 past the last page. Paid content. */
  referenceBookPage: endpoint({
    method: "GET",
    path: "/api/v3/web/doctor/reference-books/:bookId/pages/:pageNo",
    response: referenceBookPage,
    personal: true,
  }),
} satisfies Record<string, Endpoint>;
