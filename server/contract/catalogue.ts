/**
 * The public catalogue: course families, batches, schedules, videos (enrolment: enrollments.ts).
 * Money is taka as a number with at most two decimals; the API keeps paisa and converts on the way out.
 */
import { z } from "zod";
import { emptyAsAbsent, isoDateTime, itemOf, listOf, pageQuery, paginated, positiveId } from "./common";
import { endpoint, type Endpoint } from "./endpoint";
import { batchCategory, courseIcon } from "./homepage";

const id = z.number().int().positive();

export const taka = z
  .number()
  .nonnegative()
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, "at most two decimals");
/** A Dhaka calendar date, YYYY-MM-DD. */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** A Dhaka wall-clock time, HH:MM (24-hour). */
export const clockTime = z.string().regex(/^\d{2}:\d{2}$/);

export const batchMode = z.enum(["online", "offline", "hybrid"]);
export type BatchMode = z.infer<typeof batchMode>;
/** open: enrolment possible; full: no seat left; closed: the enrolment deadline has passed. */
export const batchStatus = z.enum(["open", "full", "closed"]);
export const slotKind = z.enum(["lecture", "exam", "solve_class", "feedback"]);
export type SlotKind = z.infer<typeof slotKind>;
export const enrollmentStatus = z.enum(["pending_payment", "active", "expired", "cancelled"]);
export const discountKind = z.enum(["early_bird", "alumni"]);
export const paymentPlan = z.enum(["full", "installment"]);
/** Doctor-resource fields an enrolment may need; the address ones stand for the whole address block. */
export const profileField = z.enum(["name", "bmdc", "email", "medical_college_id", "permanent_address"]);
export type ProfileField = z.infer<typeof profileField>;

export const branch = z.object({ slug: z.string(), name: z.string(), address: z.string().nullable() });
const courseRef = z.object({ id, slug: z.string(), title: z.string() });
const familyRef = z.object({ slug: z.string(), title: z.string() });
const sessionRef = z.object({ id, title: z.string(), year: z.number().int() });
const categoryRef = batchCategory.pick({ slug: true, title: true });

export const installmentPlan = z.object({
  count: z.number().int().min(2),
  interval_days: z.number().int().positive(),
  /** Add up to the total exactly; the first is due at enrolment. */
  installments: z.array(
    z.object({ number: z.number().int().positive(), amount: taka, due_in_days: z.number().int().nonnegative() }),
  ),
});

export const batchSummary = z.object({
  id,
  slug: z.string(),
  title: z.string(),
  image: z.string(),
  mode: batchMode,
  branch,
  /** Where exactly, when not at the branch's address. */
  venue: z.string().nullable(),
  course: courseRef,
  family: familyRef,
  session: sessionRef,
  categories: z.array(categoryRef),
  starts_at: isoDateTime,
  enrollment_deadline: isoDateTime,
  seats: z.number().int().positive(),
  seats_left: z.number().int().nonnegative(),
  status: batchStatus,
  fee: taka,
  /** What anyone pays today: the fee less an early-bird discount still running (alumni may pay less). */
  price: taka,
  early_bird: z.object({ discount: taka, deadline: isoDateTime, active: z.boolean() }).nullable(),
  alumni_discount: taka.nullable(),
  has_installments: z.boolean(),
});
export type BatchSummary = z.infer<typeof batchSummary>;

export const scheduleSummary = z.object({
  id,
  title: z.string(),
  description: z.string(),
  /** Null for a timetable with no slots yet. */
  starts_on: isoDate.nullable(),
  ends_on: isoDate.nullable(),
  slot_count: z.number().int().nonnegative(),
});
export type ScheduleSummary = z.infer<typeof scheduleSummary>;

export const batchDetails = batchSummary.extend({
  description_html: z.string(),
  /** Installments of today's `price`. */
  installment_plan: installmentPlan.nullable(),
  required_profile_fields: z.array(profileField),
  schedules: z.array(scheduleSummary),
  /** Consolidated timetables of a combined programme, enrolled in through master-enroll. */
  master_schedules: z.array(scheduleSummary),
});
export type BatchDetails = z.infer<typeof batchDetails>;

export const batchesQuery = pageQuery.extend({
  category: emptyAsAbsent(z.string().max(64)),
  mode: emptyAsAbsent(batchMode),
  branch: emptyAsAbsent(z.string().max(48)),
  session: emptyAsAbsent(positiveId),
  course: emptyAsAbsent(z.string().max(64)),
  family: emptyAsAbsent(z.string().max(32)),
  /** Free text over title, slug and course; `search` is the same under the name the promotion link uses. */
  q: emptyAsAbsent(z.string().max(100)),
  search: emptyAsAbsent(z.string().max(100)),
});
export type BatchesQuery = z.input<typeof batchesQuery>;

export const batchFiltersQuery = z.object({ category: emptyAsAbsent(z.string().max(64)) });

const option = z.object({ value: z.string(), label: z.string() });
export const batchFilters = itemOf(
  z.object({
    /** Only values that some listed batch has (within the category, when one is given). */
    modes: z.array(option),
    branches: z.array(option),
    sessions: z.array(option),
    categories: z.array(option),
  }),
);

export const forYouReason = z.enum(["same_track", "alumni_discount", "near_you", "online", "soonest"]);
export const batchForYou = itemOf(
  z.object({
    category: batchCategory,
    /** True when ranked for the calling doctor, false for a guest (soonest first). */
    personalised: z.boolean(),
    batches: z.array(batchSummary.extend({ reasons: z.array(z.object({ code: forYouReason, label: z.string() })) })),
  }),
);

export const familyDetails = itemOf(
  z.object({
    slug: z.string(),
    title: z.string(),
    icon: courseIcon,
    description_html: z.string(),
    courses: z.array(
      courseRef.extend({
        summary: z.string(),
        sessions: z.array(
          sessionRef.extend({
            starts_on: isoDate,
            ends_on: isoDate,
            batch_count: z.number().int().nonnegative(),
            open_batch_count: z.number().int().nonnegative(),
          }),
        ),
      }),
    ),
  }),
);

/** One slot of a timetable as every answer names it: a class, an exam, a solve class or a feedback session. */
export const timetableSlot = z.object({
  id,
  kind: slotKind,
  topic: z.string(),
  date: isoDate,
  start_time: clockTime,
  end_time: clockTime,
  teacher: z.string(),
});

export const scheduleSlot = timetableSlot.extend({
  /** 1 for the week (Saturday to Friday, Bangladesh's working week) of the timetable's first slot. */
  week: z.number().int().positive(),
});
export type ScheduleSlot = z.infer<typeof scheduleSlot>;

const batchRef = batchSummary.pick({ id: true, slug: true, title: true, mode: true, branch: true, course: true, session: true });
export const batchSchedules = itemOf(
  z.object({ batch: batchRef, schedules: z.array(scheduleSummary.extend({ slots: z.array(scheduleSlot) })) }),
);

export const masterScheduleSummary = scheduleSummary.extend({
  /** The programme batch whose seats a master enrolment takes. */
  batch: batchRef.pick({ id: true, slug: true, title: true }),
  parts: z.array(
    z.object({ batch: batchRef.pick({ id: true, slug: true, title: true }), schedule: z.object({ id, title: z.string() }) }),
  ),
});
export const masterSchedules = listOf(masterScheduleSummary);
export const masterSchedule = itemOf(
  masterScheduleSummary.extend({
    slots: z.array(scheduleSlot.extend({ batch_id: id, batch_title: z.string(), schedule_id: id })),
  }),
);

export const freeVideo = z.object({
  id,
  title: z.string(),
  description: z.string(),
  youtube_id: z.string().regex(/^[A-Za-z0-9_-]{11}$/),
  youtube_url: z.string().url(),
  /** youtube-nocookie.com: nothing is loaded from YouTube until the visitor presses play. */
  embed_url: z.string().url(),
  thumbnail: z.string().url(),
  duration: z.number().int().positive().nullable(),
  published_at: isoDateTime,
  family: familyRef.nullable(),
});
export type FreeVideo = z.infer<typeof freeVideo>;

export const unitVideo = z.object({
  id,
  title: z.string(),
  description: z.string(),
  duration: z.number().int().positive(),
  price: taka,
  /** The course "event" (a timetable slot) the video records; the cart's `event_id`. */
  event: z.object({ id, kind: slotKind, topic: z.string(), date: isoDate }),
  batch: batchRef.pick({ id: true, slug: true, title: true }),
  course: courseRef,
});
export type UnitVideo = z.infer<typeof unitVideo>;
export const unitVideosQuery = pageQuery.extend({
  course: emptyAsAbsent(positiveId),
  batch: emptyAsAbsent(positiveId),
  event_id: emptyAsAbsent(positiveId),
});

/** Catalogue endpoints (issue 4). */
export const catalogueEndpoints = {
  courseFamily: endpoint({ method: "GET", path: "/api/v3/web/course-families/:slug", response: familyDetails }),
  batches: endpoint({ method: "GET", path: "/api/v3/web/batches", response: paginated(batchSummary), query: batchesQuery }),
  batchFilters: endpoint({
    method: "GET",
    path: "/api/v3/web/batch-filters",
    response: batchFilters,
    query: batchFiltersQuery,
  }),
  batchDetails: endpoint({ method: "GET", path: "/api/v3/web/batches/:id", response: itemOf(batchDetails) }),
  batchSchedules: endpoint({ method: "GET", path: "/api/v3/web/batches/:id/schedules", response: batchSchedules }),
  /** Ranked for the caller when a bearer is sent, so personal. */
  batchForYou: endpoint({
    method: "GET",
    path: "/api/v3/web/batch-categories/:slug/batch-for-you",
    response: batchForYou,
    query: pageQuery,
    personal: true,
  }),
  masterSchedules: endpoint({ method: "GET", path: "/api/v3/web/master-schedules", response: masterSchedules }),
  masterSchedule: endpoint({ method: "GET", path: "/api/v3/web/master-schedules/:id", response: masterSchedule }),
  freeVideos: endpoint({ method: "GET", path: "/api/v3/web/free-videos", response: paginated(freeVideo), query: pageQuery }),
  freeVideo: endpoint({ method: "GET", path: "/api/v3/web/free-videos/:id", response: itemOf(freeVideo) }),
  unitVideos: endpoint({
    method: "GET",
    path: "/api/v3/web/unit-videos",
    response: paginated(unitVideo),
    query: unitVideosQuery,
  }),
} satisfies Record<string, Endpoint>;
