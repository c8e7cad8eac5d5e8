/**
 * The public catalogue (course families, batches, schedules, videos) and enrolment.
 * Money is taka as a number with at most two decimals; the API keeps paisa and converts on the way out.
 */
import { z } from "zod";
import { apiError, isoDateTime, itemOf, listOf, message, pageQuery, paginated } from "./common";
import { endpoint, type Endpoint } from "./endpoint";
import { batchCategory, courseIcon } from "./homepage";

const id = z.number().int().positive();
const positiveId = z.coerce.number().int().positive().max(2_147_483_647);
/** An empty value from a GET form's "all" option means "no filter". */
const optional = <T extends z.ZodTypeAny>(schema: T) => z.preprocess((v) => (v === "" ? undefined : v), schema.optional());

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
  category: optional(z.string().max(64)),
  mode: optional(batchMode),
  branch: optional(z.string().max(48)),
  session: optional(positiveId),
  course: optional(z.string().max(64)),
  family: optional(z.string().max(32)),
  /** Free text over title, slug and course; `search` is the same under the name the promotion link uses. */
  q: optional(z.string().max(100)),
  search: optional(z.string().max(100)),
});
export type BatchesQuery = z.input<typeof batchesQuery>;

export const batchFiltersQuery = z.object({ category: optional(z.string().max(64)) });

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

export const scheduleSlot = z.object({
  id,
  kind: slotKind,
  topic: z.string(),
  date: isoDate,
  start_time: clockTime,
  end_time: clockTime,
  teacher: z.string(),
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
  course: optional(positiveId),
  batch: optional(positiveId),
  event_id: optional(positiveId),
});

const scheduleChoice = {
  batch_id: positiveId,
  /** Exactly one of the two: a batch's own schedule, or (master-enroll) a master schedule. */
  schedule_id: optional(positiveId),
  master_schedule_id: optional(positiveId),
};
const oneSchedule = (v: { schedule_id?: number; master_schedule_id?: number }) =>
  (v.schedule_id === undefined) !== (v.master_schedule_id === undefined);
const oneScheduleIssue = { message: "schedule_id অথবা master_schedule_id — যেকোনো একটি দিন।", path: ["schedule_id"] };

export const enrollCheckQuery = z.object(scheduleChoice).refine(oneSchedule, oneScheduleIssue);
export const enrollmentInput = z
  .object({
    ...scheduleChoice,
    /** Made once per enrolment form; a resubmitted form sends the same key and gets the same enrolment. */
    idempotency_key: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
    payment_plan: paymentPlan.default("full"),
  })
  .refine(oneSchedule, oneScheduleIssue);
export type EnrollmentInput = z.input<typeof enrollmentInput>;
export type EnrollmentRequest = z.output<typeof enrollmentInput>;

export const refusalCode = z.enum(["deadline_passed", "batch_full", "already_enrolled", "profile_incomplete"]);
export type RefusalCode = z.infer<typeof refusalCode>;
/** The 422 body of a refused enrolment (and `refusal` in enroll-check): Laravel's shape plus a machine code. */
export const enrollmentRefusal = apiError.extend({
  code: refusalCode,
  missing_fields: z.array(profileField),
  /** The doctor's enrolment in this batch, when `already_enrolled`. */
  enrollment_id: id.nullable(),
});
export type EnrollmentRefusal = z.infer<typeof enrollmentRefusal>;

const scheduleRef = z.object({ id, title: z.string(), kind: z.enum(["batch", "master"]) });
const priceFields = {
  fee: taka,
  discount: taka,
  discount_kind: discountKind.nullable(),
  total: taka,
};

export const enrollCheck = itemOf(
  z.object({
    allowed: z.boolean(),
    refusal: enrollmentRefusal.nullable(),
    batch: batchSummary,
    schedule: scheduleRef,
    /** This doctor's price (their discount applied). */
    quote: z.object({ ...priceFields, installment_plan: installmentPlan.nullable() }),
    /** A pending enrolment the doctor already holds for this batch: confirming again returns it. */
    pending_enrollment_id: id.nullable(),
  }),
);
export type EnrollCheckData = z.infer<typeof enrollCheck>["data"];

export const enrollment = z.object({
  id,
  status: enrollmentStatus,
  batch: batchSummary.pick({
    id: true,
    slug: true,
    title: true,
    image: true,
    mode: true,
    branch: true,
    starts_at: true,
    course: true,
    session: true,
  }),
  schedule: scheduleRef,
  ...priceFields,
  payment_plan: paymentPlan,
  /** What the checkout asks for now: the next unpaid part (the total, or an installment); 0 once all is paid. */
  amount_due: taka,
  /** What is still unpaid of the total (the parts not yet paid). */
  balance: taka,
  /** The part `amount_due` pays; parts are paid in order. Null once all is paid. */
  next_installment: z.number().int().positive().nullable(),
  installments: z
    .array(
      z.object({
        number: z.number().int().positive(),
        amount: taka,
        due_on: isoDate,
        /** The paid payment of this installment (its invoice), or null while it is due. */
        payment_id: id.nullable(),
      }),
    )
    .nullable(),
  /**
   * The batch's installment plan applied to this enrolment's total, while the doctor may still switch
   * between paying in full and by installments (pending, nothing paid or being paid); otherwise null.
   */
  installment_option: installmentPlan.nullable(),
  /** A pending enrolment keeps its seat until then; unpaid after it, the seat goes back on sale. */
  hold_expires_at: isoDateTime,
  created_at: isoDateTime,
});
export type Enrollment = z.infer<typeof enrollment>;
export const enrollmentCreated = message.extend({ data: enrollment });

/** Catalogue and enrolment endpoints (issue 4). */
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
  /** The pre-entry check without creating anything; refusals answer 200 with `allowed: false`. */
  enrollCheck: endpoint({
    method: "GET",
    path: "/api/v3/web/doctor/enroll-check",
    response: enrollCheck,
    query: enrollCheckQuery,
    personal: true,
  }),
  /** 201 new, 200 the same pending enrolment again; refusals 422 `enrollmentRefusal`. */
  createEnrollment: endpoint({
    method: "POST",
    path: "/api/v3/web/doctor/enrollments",
    response: enrollmentCreated,
    body: enrollmentInput,
    personal: true,
  }),
  enrollment: endpoint({
    method: "GET",
    path: "/api/v3/web/doctor/enrollments/:id",
    response: itemOf(enrollment),
    personal: true,
  }),
} satisfies Record<string, Endpoint>;
