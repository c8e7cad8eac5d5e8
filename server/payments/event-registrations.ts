/** A doctor's registration for an event, made on the first checkout with the event's fee frozen in paisa. */
import { and, eq } from "drizzle-orm";
import { HIDDEN_EVENT_IDS } from "../contract";
import type { Db } from "../db/client";
import { eventRegistrations, events } from "../db/schema";
import { HttpError, notFound } from "../http/errors";

const EVENT_NOT_FOUND = "ইভেন্টটি পাওয়া যায়নি।";

export async function registrationFor(db: Db, doctorId: number, eventId: number, now: Date) {
  if (HIDDEN_EVENT_IDS.has(eventId)) throw notFound(EVENT_NOT_FOUND);
  const [event] = await db.select().from(events).where(eq(events.id, eventId)).limit(1);
  if (!event) throw notFound(EVENT_NOT_FOUND);
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
