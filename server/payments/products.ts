/**
 * What a payment can buy, one entry a product (issue 43): the payment row's columns that name it, the
 * payment that blocks a new one, and whatever the product checks or writes beside the row. A new
 * product is one entry here, its purpose in the contract and the schema, and the function that starts it.
 */
import { and, eq, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { paymentUnitVideos, payments } from "../db/schema";
import { assertStillNext } from "../enrollments/installments";
import { pendingOrStandingPaid } from "../enrollments/payment-standing";
import type { PaymentRow } from "./records";

/** What each product's payment buys: an enrolment's installment, an event registration, a subscription, the videos in a doctor's cart. */
type Purchases = {
  course: { enrollmentId: number; installmentNumber: number };
  event: { eventRegistrationId: number };
  subscription: { subscriptionId: number };
  unit_video_cart: { doctorId: number; courseId: number; lines: { unitVideoId: number; pricePaisa: number }[] };
};
export type Target = { [P in keyof Purchases]: { purpose: P } & Purchases[P] }[keyof Purchases];

type Product<T extends Target> = {
  /** The payment row's columns that say what it buys. */
  columns: (target: T) => Partial<typeof payments.$inferInsert>;
  /** The target's payment that blocks a new one. */
  blocking: (target: T) => SQL | undefined;
  /** Whether a young pending payment still buys what is asked for now (a cart may have changed since). */
  buysTheSame?: (db: Db, open: PaymentRow, target: T) => Promise<boolean>;
  /** Inside the insert's transaction, before it: throws when the target can no longer be paid for at this amount. */
  beforeInsert?: (tx: Db, target: T, amountPaisa: number) => Promise<void>;
  /** Inside the insert's transaction, after it: what the product keeps beside the payment row. */
  afterInsert?: (tx: Db, payment: PaymentRow, target: T) => Promise<void>;
};

const PRODUCTS: { [P in keyof Purchases]: Product<Extract<Target, { purpose: P }>> } = {
  course: {
    columns: (t) => ({ enrollmentId: t.enrollmentId, installmentNumber: t.installmentNumber }),
    blocking: (t) =>
      and(eq(payments.enrollmentId, t.enrollmentId), eq(payments.installmentNumber, t.installmentNumber), pendingOrStandingPaid),
    beforeInsert: (tx, t, amountPaisa) => assertStillNext(tx, t.enrollmentId, t.installmentNumber, amountPaisa),
  },
  event: {
    columns: (t) => ({ eventRegistrationId: t.eventRegistrationId }),
    blocking: (t) => and(eq(payments.eventRegistrationId, t.eventRegistrationId), pendingOrStandingPaid),
  },
  subscription: {
    columns: (t) => ({ subscriptionId: t.subscriptionId }),
    blocking: (t) => and(eq(payments.subscriptionId, t.subscriptionId), pendingOrStandingPaid),
  },
  unit_video_cart: {
    columns: (t) => ({ cartCourseId: t.courseId }),
    // A cart can be paid again for other videos: only a pending payment blocks.
    blocking: (t) =>
      and(eq(payments.doctorId, t.doctorId), eq(payments.cartCourseId, t.courseId), eq(payments.status, "pending")),
    buysTheSame: async (db, open, t) => {
      const lines = await db
        .select({ id: paymentUnitVideos.unitVideoId })
        .from(paymentUnitVideos)
        .where(eq(paymentUnitVideos.paymentId, open.id));
      const wanted = new Set(t.lines.map((l) => l.unitVideoId));
      return lines.length === wanted.size && lines.every((l) => wanted.has(l.id));
    },
    afterInsert: async (tx, payment, t) => {
      await tx.insert(paymentUnitVideos).values(t.lines.map((l) => ({ paymentId: payment.id, ...l })));
    },
  },
};

/** The target's product. TypeScript cannot pair the table's entry with the union member by itself: the key is the purpose. */
export const productOf = <T extends Target>(target: T) => PRODUCTS[target.purpose] as unknown as Product<T>;
