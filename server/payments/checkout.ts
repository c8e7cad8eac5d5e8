/**
 * A doctor's side of a payment: starting one for an enrolment, coming back from bKash, and reading
 * one (which settles it lazily if it is still pending). The amount is always the enrolment's amount
 * due as the server computed it at enrolment; nothing from the browser is read about money.
 */
import { and, eq } from "drizzle-orm";
import type { Payment } from "../contract";
import type { DoctorRow } from "../auth/tokens";
import { findEnrollment } from "../enrollments/enrollment";
import type { Db } from "../db/client";
import { uniqueViolation } from "../db/errors";
import { payments } from "../db/schema";
import { HttpError, notFound } from "../http/errors";
import { BkashRefused, BkashUnreachable, type PaymentGateway } from "./bkash";
import { registrationFor } from "./event-registrations";
import { EARLIER_INSTALLMENT_FIRST, installmentProgress, NO_SUCH_INSTALLMENT } from "../enrollments/installments";
import { newInvoiceNumber, ownPayment, ownPaymentByBkashId, paymentView, type PaymentRow } from "./records";
import { productOf, type Target } from "./products";
import { MESSAGES, settle } from "./settle";

type Logger = Parameters<typeof settle>[3]["log"];
export type PaymentContext = { db: Db; gateway: PaymentGateway; now: Date; log: Logger };

/** A pending payment younger than this is handed out again without asking bKash (a double click, a second tab). */
export const REUSE_PENDING_MS = 10 * 60 * 1000;

export const INITIATION_FAILED = "বিকাশ পেমেন্ট শুরু করা যায়নি (bKash payment initiation failed.)।";
export const ALREADY_PAID = "এই ফি আগেই পরিশোধ করা হয়েছে।";
export const STILL_OPEN_AT_BKASH = "আগের পেমেন্টটি এখনো বিকাশে খোলা আছে। সেটি সম্পন্ন বা বাতিল করুন, অথবা কিছুক্ষণ পরে আবার চেষ্টা করুন।";

const startingElsewhere = () => new HttpError(409, "এই পেমেন্টটি আরেকটি ট্যাবে শুরু হচ্ছে। একটু পরে আবার চেষ্টা করুন।");

/** The target's payment that blocks a new one: pending or standing paid (a cart's: pending only). */
const openPayment = async (db: Db, target: Target) =>
  (await db.select().from(payments).where(productOf(target).blocking(target)).limit(1))[0];

/** A young pending payment is handed out again only if it still buys what is asked for now. */
const buysTheSame = (db: Db, open: PaymentRow, target: Target) => productOf(target).buysTheSame?.(db, open, target) ?? true;

const started = async (db: Db, row: PaymentRow) => ({ payment: await paymentView(db, row.id), bkash_url: row.bkashUrl! });

type Started = { payment: Payment; bkash_url: string };

/**
 * One payment per target. A pending one is still open at bKash until bKash says otherwise, so it is
 * never replaced while bKash has it open (decision 030): a young one is handed out again (double
 * click, second tab); an older one is asked about first, and handed out again if bKash still has it
 * open, or refused (409) when it buys something else (a cart changed since). `payable` throws when
 * the target cannot be paid for now (hold lapsed, registration closed…).
 */
export async function beginPayment(
  { db, gateway, now, log }: PaymentContext,
  doctor: DoctorRow,
  target: Target,
  amountPaisa: number,
  callbackUrl: string,
  payable: () => void,
): Promise<Started> {
  let open = await openPayment(db, target);
  if (open?.status === "pending" && now.getTime() - open.createdAt.getTime() >= REUSE_PENDING_MS) {
    await settle(db, gateway, open, { execute: false, now, log });
    open = await openPayment(db, target);
  }
  if (open?.status === "pending") {
    if (!(await buysTheSame(db, open, target))) {
      // Another cart: a young one is asked about too, since a wallet cancel may have closed it.
      await settle(db, gateway, open, { execute: false, now, log });
      open = await openPayment(db, target);
      if (open?.status === "pending") throw new HttpError(409, STILL_OPEN_AT_BKASH);
    } else if (open.bkashUrl) {
      return started(db, open);
    } else {
      throw startingElsewhere();
    }
  }
  if (open?.status === "paid") throw new HttpError(409, ALREADY_PAID);
  payable();

  let row: PaymentRow;
  try {
    row = await db.transaction(async (tx) => {
      const product = productOf(target);
      await product.beforeInsert?.(tx, target, amountPaisa);
      const [inserted] = (await tx
        .insert(payments)
        .values({
          doctorId: doctor.id,
          purpose: target.purpose,
          ...product.columns(target),
          amountPaisa,
          invoiceNumber: newInvoiceNumber(now),
          createdAt: now,
          updatedAt: now,
        })
        .returning()) as [PaymentRow];
      await product.afterInsert?.(tx, inserted, target);
      return inserted;
    });
  } catch (err) {
    if (uniqueViolation(err) === null) throw err;
    // Another tab started this payment a moment ago: that one is the payment.
    const other = await openPayment(db, target);
    if (other?.status === "pending" && other.bkashUrl) return started(db, other);
    throw startingElsewhere();
  }

  try {
    const made = await gateway.create({
      amountPaisa,
      invoiceNumber: row.invoiceNumber,
      payerReference: doctor.phone,
      callbackURL: callbackUrl,
    });
    const [updated] = await db
      .update(payments)
      .set({ bkashPaymentId: made.paymentID, bkashUrl: made.bkashURL, updatedAt: now })
      .where(and(eq(payments.id, row.id), eq(payments.status, "pending")))
      .returning();
    // Ended as never started meanwhile (this call outlived NEVER_STARTED_AFTER_MS): its wallet is never shown.
    if (!updated) throw new HttpError(503, INITIATION_FAILED);
    return started(db, updated);
  } catch (err) {
    if (!(err instanceof BkashRefused || err instanceof BkashUnreachable)) throw err;
    log.warn({ payment_id: row.id, err: err.message }, "bKash create failed");
    const said = err instanceof BkashRefused ? err.statusMessage : null;
    await db
      .update(payments)
      .set({ status: "failed", failureMessage: (said ?? INITIATION_FAILED).slice(0, 300), updatedAt: now })
      .where(eq(payments.id, row.id));
    // A refusal carries bKash's words (422); an unreachable bKash is our upstream failing (503).
    throw new HttpError(err instanceof BkashRefused ? 422 : 503, INITIATION_FAILED, said ? { bkash: [said] } : undefined);
  }
}

/**
 * One part of an enrolment's fee: the whole total, or one installment. Without `installment` the
 * next unpaid part is meant; parts are paid in order, and the first one activates the enrolment.
 */
export async function startCoursePayment(
  context: PaymentContext,
  doctor: DoctorRow,
  input: { enrollment_id: number; installment?: number | undefined; callback_url: string },
): Promise<Started> {
  const enrollment = await findEnrollment(context.db, doctor.id, input.enrollment_id);
  if (!enrollment) throw notFound("ভর্তির তথ্যটি পাওয়া যায়নি।");
  const { parts, next } = await installmentProgress(context.db, enrollment);
  const number = input.installment ?? next?.number ?? parts.length;
  const part = parts.find((p) => p.number === number);
  if (!part) throw new HttpError(422, NO_SUCH_INSTALLMENT, { installment: [NO_SUCH_INSTALLMENT] });
  if (part.paymentId !== null) throw new HttpError(409, ALREADY_PAID);
  if (number !== next!.number) throw new HttpError(422, EARLIER_INSTALLMENT_FIRST, { installment: [EARLIER_INSTALLMENT_FIRST] });
  const target: Target = { purpose: "course", enrollmentId: enrollment.id, installmentNumber: number };
  return beginPayment(context, doctor, target, part.amountPaisa, input.callback_url, () => {
    if (number > 1) {
      // Later parts are paid while the course runs; the enrolment is active since the first part.
      if (enrollment.status !== "active") throw new HttpError(422, "এই ভর্তিটি আর সক্রিয় নেই।");
      return;
    }
    if (enrollment.status !== "pending_payment" || enrollment.holdExpiresAt.getTime() <= context.now.getTime()) {
      throw new HttpError(422, "এই ভর্তির আসন সংরক্ষণের সময় শেষ হয়ে গেছে। আবার ভর্তির আবেদন করুন।");
    }
    if (part.amountPaisa === 0) throw new HttpError(422, "এই ভর্তির জন্য পরিশোধযোগ্য কোনো ফি নেই।");
  });
}

export async function startEventPayment(
  context: PaymentContext,
  doctor: DoctorRow,
  input: { event_id: number; callback_url: string },
): Promise<Started> {
  const { registration, event } = await registrationFor(context.db, doctor.id, input.event_id, context.now);
  const target: Target = { purpose: "event", eventRegistrationId: registration.id };
  return beginPayment(context, doctor, target, registration.feePaisa, input.callback_url, () => {
    if (registration.status === "active") throw new HttpError(409, ALREADY_PAID);
    if (event.deadline.getTime() <= context.now.getTime()) throw new HttpError(422, "এই ইভেন্টের নিবন্ধন বন্ধ হয়ে গেছে।");
    if (registration.feePaisa === 0) throw new HttpError(422, "এই ইভেন্টটি ফ্রি; পেমেন্টের প্রয়োজন নেই।");
  });
}

/** The browser is back from bKash. Its word is a hint in either direction: bKash's answer decides (settle.ts). */
export async function returnFromBkash(
  context: PaymentContext,
  doctorId: number,
  callback: { paymentID: string; status: "success" | "failure" | "cancel" },
): Promise<Payment> {
  const row = await ownPaymentByBkashId(context.db, doctorId, callback.paymentID);
  await settle(context.db, context.gateway, row, { execute: callback.status === "success", now: context.now, log: context.log });
  return paymentView(context.db, row.id);
}

/**
 * A payment still pending when the doctor looks at it is settled first: paid in the wallet but the
 * browser never came back (tab closed) → executed now; not yet paid → bKash refuses, nothing changes.
 */
export async function currentPayment(context: PaymentContext, doctorId: number, id: number): Promise<Payment> {
  const row = await ownPayment(context.db, doctorId, id);
  if (row.status === "pending")
    await settle(context.db, context.gateway, row, { execute: true, now: context.now, log: context.log });
  const view = await paymentView(context.db, row.id);
  return view.status === "pending" && row.bkashPaymentId ? { ...view, message: MESSAGES.confirming } : view;
}
