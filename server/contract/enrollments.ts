/**
 * Enrolment: the pre-entry check, a doctor's enrolment in a batch's (or a master) schedule, its price,
 * payment plan and installments (decision 045's enrollments area). The batch it names is the catalogue's.
 */
import { z } from "zod";
import {
  batchSummary,
  discountKind,
  enrollmentStatus,
  installmentPlan,
  isoDate,
  paymentPlan,
  profileField,
  taka,
} from "./catalogue";
import { apiError, emptyAsAbsent, isoDateTime, itemOf, message, positiveId } from "./common";
import { endpoint, type Endpoint } from "./endpoint";

const id = z.number().int().positive();

const scheduleChoice = {
  batch_id: positiveId,
  /** Exactly one of the two: a batch's own schedule, or (master-enroll) a master schedule. */
  schedule_id: emptyAsAbsent(positiveId),
  master_schedule_id: emptyAsAbsent(positiveId),
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

/** Enrolment endpoints (issue 4). */
export const enrollmentEndpoints = {
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
