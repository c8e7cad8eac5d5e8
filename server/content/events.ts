/** Events as the public sees them: hidden events (HIDDEN_EVENT_IDS) are in no list, no total and no details. */
import { and, asc, count, eq, gte, notInArray, sql, type SQL } from "drizzle-orm";
import { HIDDEN_EVENT_IDS, type EventDetails, type EventSummary } from "../contract";
import type { Db } from "../db/client";
import { events } from "../db/schema";
import type { Listing, PageSlice } from "../http/pagination";

const summary = {
  id: events.id,
  name: events.name,
  image: events.image,
  type: events.type,
  deadline: events.deadline,
};

const shown = (): SQL => notInArray(events.id, [...HIDDEN_EVENT_IDS]);

const iso = <T extends { deadline: Date }>(row: T) => ({ ...row, deadline: row.deadline.toISOString() });

async function eventPage(db: Db, page: PageSlice, where: SQL | undefined, order: SQL[]): Promise<Listing<EventSummary>> {
  const visible = and(shown(), where);
  const [rows, [total]] = await Promise.all([
    db
      .select(summary)
      .from(events)
      .where(visible)
      .orderBy(...order, asc(events.id))
      .limit(page.perPage)
      .offset(page.offset),
    db.select({ n: count() }).from(events).where(visible),
  ]);
  return { rows: rows.map(iso), total: total?.n ?? 0 };
}

/** The home section: only events still open for registration, soonest deadline first. */
export const openEvents = (db: Db, page: PageSlice) =>
  eventPage(db, page, gte(events.deadline, sql`now()`), [asc(events.deadline)]);

/** The full list: open events soonest first, then closed ones most recent first. */
export const allEvents = (db: Db, page: PageSlice) =>
  eventPage(db, page, undefined, [sql`${events.deadline} < now()`, sql`abs(extract(epoch from (${events.deadline} - now())))`]);

/** offline: a venue only; online: a link only; hybrid: both (an event with neither is held at the venue we announce later). */
const eventMode = (row: { venue: string | null; onlineLink: string | null }) =>
  row.onlineLink === null ? "offline" : row.venue === null ? "online" : "hybrid";

/** One event's details, or undefined for a missing or hidden one. */
export async function eventDetails(db: Db, id: number, now: Date): Promise<EventDetails | undefined> {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, id), shown()))
    .limit(1);
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    image: row.image,
    type: row.type,
    deadline: row.deadline.toISOString(),
    description_html: row.descriptionHtml,
    venue: row.venue,
    online_link: row.onlineLink,
    fee: row.fee,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt?.toISOString() ?? null,
    mode: eventMode(row),
    is_free: row.fee === 0,
    registration_open: row.deadline.getTime() > now.getTime(),
  };
}
