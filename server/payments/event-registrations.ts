/** A doctor's registration for an event, made on the first checkout with the event's fee frozen in paisa. */
import { and, desc, eq } from "drizzle-orm";
import { HIDDEN_EVENT_IDS, type EventRegistration } from "../contract";
import type { Db } from "../db/client";
import { eventRegistrations, events, payments } from "../db/schema";
import { HttpError, notFound } from "../http/errors";
import { standingPaid } from "../enrollments/payment-standing";
import { paymentView } from "./records";

const EVENT_NOT_FOUND = "ইভেন্টটি পাওয়া যায়নি।";

async function visibleEvent(db: Db, eventId: number) {
  if (HIDDEN_EVENT_IDS.has(eventId)) throw notFound(EVENT_NOT_FOUND);
  const [event] = await db.select().from(events).where(eq(events.id, eventId)).limit(1);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  return event;
}

export async function registrationFor(db: Db, doctorId: number, eventId: number, now: Date) {
  const event = await visibleEvent(db, eventId);
  await db
    .insert(eventRegistrations)
    .values({ doctorId, eventId, feePaisa: Math.round(event.fee * 100), createdAt: now, updatedAt: now })
    .onConflictDoNothing();
  const [registration] = await db
    .select()
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.doctorId, doctorId), eq(eventRegistrations.eventId, eventId)))
    .limit(1);
  return { registration: registration!, event };
}

/** A free event (fee 0) is registered for without bKash; registering again changes nothing. */
export async function registerFree(db: Db, doctorId: number, eventId: number, now: Date) {
  const { registration, event } = await registrationFor(db, doctorId, eventId, now);
  if (registration.status === "active") return { event_id: event.id, status: "active" as const };
  if (registration.feePaisa !== 0) {
    throw new HttpError(422, "এই ইভেন্টে নিবন্ধন ফি আছে; বিকাশে পরিশোধ করে নিবন্ধন করুন।");
  }
  if (event.deadline.getTime() <= now.getTime()) throw new HttpError(422, "এই ইভেন্টের নিবন্ধন বন্ধ হয়ে গেছে।");
  await db
    .update(eventRegistrations)
    .set({ status: "active", updatedAt: now })
    .where(and(eq(eventRegistrations.id, registration.id), eq(eventRegistrations.status, "pending_payment")));
  return { event_id: event.id, status: "active" as const };
}

/**
 * What the event's pages show the doctor (issue 22): their registration's state, and the paid
 * payment behind it (for the invoice link); a payment flagged for refund is behind nothing
 * (decision 030). Only reads: a look at the page registers no one.
 */
export async function doctorEventRegistration(db: Db, doctorId: number, eventId: number): Promise<EventRegistration> {
  const event = await visibleEvent(db, eventId);
  const [registration] = await db
    .select({ id: eventRegistrations.id, status: eventRegistrations.status })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.doctorId, doctorId), eq(eventRegistrations.eventId, event.id)))
    .limit(1);
  if (!registration) return { event_id: event.id, status: "none", payment: null };
  const [paid] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.eventRegistrationId, registration.id), standingPaid))
    .orderBy(desc(payments.paidAt))
    .limit(1);
  return { event_id: event.id, status: registration.status, payment: paid ? await paymentView(db, paid.id) : null };
}
