/** A doctor's registration for an event, made on the first checkout with the event's fee frozen in paisa. */
import { and, eq } from "drizzle-orm";
import { HIDDEN_EVENT_IDS } from "../contract";
import type { Db } from "../db/client";
import { eventRegistrations, events } from "../db/schema";
import { notFound } from "../http/errors";

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
