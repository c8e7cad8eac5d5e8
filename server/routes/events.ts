import { asc, count, eq, gte, sql, type SQL } from "drizzle-orm";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { Db } from "../db/client";
import { events } from "../db/schema";
import { notFound } from "../http/errors";
import { pageRequest, paginate } from "../http/pagination";
import { rowId } from "../http/params";
import { contractRoute } from "../http/contract-route";
import type { RouteDeps } from "./deps";

const summary = {
  id: events.id,
  name: events.name,
  image: events.image,
  type: events.type,
  deadline: events.deadline,
};

const iso = <T extends { deadline: Date }>(row: T) => ({ ...row, deadline: row.deadline.toISOString() });

async function eventPage(db: Db, request: FastifyRequest, where: SQL | undefined, order: SQL[]) {
  const page = pageRequest(request.query, 12);
  const [rows, [total]] = await Promise.all([
    db
      .select(summary)
      .from(events)
      .where(where)
      .orderBy(...order, asc(events.id))
      .limit(page.perPage)
      .offset(page.offset),
    db.select({ n: count() }).from(events).where(where),
  ]);
  return paginate(request, page, total?.n ?? 0, rows.map(iso));
}

/** offline: a venue only; online: a link only; hybrid: both (an event with neither is held at the venue we announce later). */
const eventMode = (row: { venue: string | null; onlineLink: string | null }) =>
  row.onlineLink === null ? "offline" : row.venue === null ? "online" : "hybrid";

export const eventRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, clock }) => {
  // The home section: only events still open for registration, soonest deadline first.
  contractRoute(app, "eventCategories", ({ request }) =>
    eventPage(db, request, gte(events.deadline, sql`now()`), [asc(events.deadline)]),
  );

  // The full list: open events soonest first, then closed ones most recent first.
  contractRoute(app, "events", ({ request }) =>
    eventPage(db, request, undefined, [
      sql`${events.deadline} < now()`,
      sql`abs(extract(epoch from (${events.deadline} - now())))`,
    ]),
  );

  contractRoute(app, "eventDetails", async ({ params }) => {
    const id = rowId(params.id ?? "");
    const [row] = id ? await db.select().from(events).where(eq(events.id, id)).limit(1) : [];
    if (!row) throw notFound("ইভেন্টটি পাওয়া যায়নি।");
    return {
      data: {
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
        registration_open: row.deadline.getTime() > clock().getTime(),
      },
    };
  });
};
