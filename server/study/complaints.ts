/**
 * The complain box: a doctor's complaints and the academy's replies. Every read and write is
 * scoped to the calling doctor (another doctor's complaint is a 404). Bodies arrive parsed by the
 * contract (`complaintInput`: lengths and plain text only, trimmed), and new complaints and replies are
 * capped per doctor per 24 hours, counted from the rows themselves (no lockout state to keep).
 */
import { and, asc, count, desc, eq, gt, inArray, sql } from "drizzle-orm";
import {
  COMPLAINTS_PER_DAY,
  REPLIES_PER_DAY,
  type ComplaintCategory,
  type ComplaintSummary,
  type ComplaintThread,
} from "../contract";
import type { Db } from "../db/client";
import { complaintMessages, complaints } from "../db/schema";
import { HttpError, notFound, tooManyRequests } from "../http/errors";

const COMPLAINT_NOT_FOUND = "অভিযোগটি পাওয়া যায়নি।";
const DAY_MS = 24 * 60 * 60 * 1000;
const EXCERPT = 120;
/** First key of the two-key advisory lock that serialises one doctor's complain-box writes. */
const COMPLAINTS_LOCK = 0x636f6d70;

const since = (now: Date) => sql`${new Date(now.getTime() - DAY_MS).toISOString()}::timestamptz`;

export async function listComplaints(db: Db, doctorId: number, page: { perPage: number; offset: number }) {
  const where = eq(complaints.doctorId, doctorId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(complaints)
      .where(where)
      .orderBy(desc(complaints.updatedAt), desc(complaints.id))
      .limit(page.perPage)
      .offset(page.offset),
    db.select({ n: count() }).from(complaints).where(where),
  ]);
  const ids = rows.map((r) => r.id);
  const messages = ids.length
    ? await db
        .select()
        .from(complaintMessages)
        .where(inArray(complaintMessages.complaintId, ids))
        .orderBy(asc(complaintMessages.createdAt), asc(complaintMessages.id))
    : [];
  const data: ComplaintSummary[] = rows.map((c) => {
    const thread = messages.filter((m) => m.complaintId === c.id);
    const first = thread[0]?.body ?? "";
    return {
      id: c.id,
      category: c.category,
      status: c.status,
      excerpt: first.length > EXCERPT ? `${first.slice(0, EXCERPT)}…` : first,
      replies: thread.filter((m) => m.author === "academy").length,
      created_at: c.createdAt.toISOString(),
      updated_at: c.updatedAt.toISOString(),
    };
  });
  return { total: total?.n ?? 0, data };
}

export async function complaintThread(db: Db, doctorId: number, complaintId: number | null): Promise<ComplaintThread> {
  const [c] =
    complaintId === null
      ? []
      : await db
          .select()
          .from(complaints)
          .where(and(eq(complaints.id, complaintId), eq(complaints.doctorId, doctorId)));
  if (!c) throw notFound(COMPLAINT_NOT_FOUND);
  const messages = await db
    .select()
    .from(complaintMessages)
    .where(eq(complaintMessages.complaintId, c.id))
    .orderBy(asc(complaintMessages.createdAt), asc(complaintMessages.id));
  return {
    id: c.id,
    category: c.category,
    status: c.status,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
    messages: messages.map((m) => ({
      id: m.id,
      author: m.author,
      staff_name: m.staffName,
      body: m.body,
      created_at: m.createdAt.toISOString(),
    })),
  };
}

export async function createComplaint(
  db: Db,
  doctorId: number,
  input: { category: ComplaintCategory; text: string },
  now: Date,
): Promise<ComplaintThread> {
  const id = await db.transaction(async (tx) => {
    // One doctor's concurrent posts queue here, so the cap cannot be raced past.
    await tx.execute(sql`select pg_advisory_xact_lock(${COMPLAINTS_LOCK}, ${doctorId})`);
    const [recent] = await tx
      .select({ n: count(), first: sql<string>`min(${complaints.createdAt})` })
      .from(complaints)
      .where(and(eq(complaints.doctorId, doctorId), gt(complaints.createdAt, since(now))));
    if ((recent?.n ?? 0) >= COMPLAINTS_PER_DAY) {
      const wait = new Date(recent!.first).getTime() + DAY_MS - now.getTime();
      throw tooManyRequests(wait, "আজ অনেকগুলো অভিযোগ পাঠানো হয়েছে।");
    }
    const [row] = await tx
      .insert(complaints)
      .values({ doctorId, category: input.category, createdAt: now, updatedAt: now })
      .returning({ id: complaints.id });
    await tx.insert(complaintMessages).values({ complaintId: row!.id, author: "doctor", body: input.text, createdAt: now });
    return row!.id;
  });
  return complaintThread(db, doctorId, id);
}

export async function replyToComplaint(
  db: Db,
  doctorId: number,
  complaintId: number | null,
  input: { text: string },
  now: Date,
): Promise<ComplaintThread> {
  const thread = await complaintThread(db, doctorId, complaintId);
  if (thread.status === "closed")
    throw new HttpError(422, "এই অভিযোগটি বন্ধ করা হয়েছে; নতুন অভিযোগ লিখুন।", {
      text: ["এই অভিযোগটি বন্ধ করা হয়েছে; নতুন অভিযোগ লিখুন।"],
    });
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${COMPLAINTS_LOCK}, ${doctorId})`);
    const [recent] = await tx
      .select({ n: count() })
      .from(complaintMessages)
      .innerJoin(complaints, eq(complaints.id, complaintMessages.complaintId))
      .where(
        and(
          eq(complaints.doctorId, doctorId),
          eq(complaintMessages.author, "doctor"),
          gt(complaintMessages.createdAt, since(now)),
        ),
      );
    if ((recent?.n ?? 0) >= REPLIES_PER_DAY + COMPLAINTS_PER_DAY) throw tooManyRequests(DAY_MS, "আজ অনেকগুলো উত্তর পাঠানো হয়েছে।");
    await tx.insert(complaintMessages).values({ complaintId: thread.id, author: "doctor", body: input.text, createdAt: now });
    await tx.update(complaints).set({ status: "open", updatedAt: now }).where(eq(complaints.id, thread.id));
  });
  return complaintThread(db, doctorId, thread.id);
}
