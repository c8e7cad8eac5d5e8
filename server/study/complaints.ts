/**
 * The complain box: a doctor's complaints and the academy's replies. Every read and write is
 * scoped to the calling doctor (another doctor's complaint is a 404). Texts are judged by the
 * contract's `complaintTextProblem` (lengths, plain text only), and new complaints and replies are
 * capped per doctor per 24 hours, counted from the rows themselves (no lockout state to keep).
 */
import { and, asc, count, desc, eq, gt, inArray, sql } from "drizzle-orm";
import {
  COMPLAINT_CATEGORY_KEYS,
  COMPLAINT_TEXT,
  COMPLAINTS_PER_DAY,
  complaintTextProblem,
  REPLIES_PER_DAY,
  REPLY_TEXT,
  type ComplaintCategory,
  type ComplaintSummary,
  type ComplaintThread,
} from "../contract";
import type { Db } from "../db/client";
import { complaintMessages, complaints } from "../db/schema";
import { HttpError, INVALID_DATA, notFound, tooManyRequests } from "../http/errors";

const COMPLAINT_NOT_FOUND = "অভিযোগটি পাওয়া যায়নি।";
const DAY_MS = 24 * 60 * 60 * 1000;
const EXCERPT = 120;
/** First key of the two-key advisory lock that serialises one doctor's complain-box writes. */
const COMPLAINTS_LOCK = 0x636f6d70;

/** The body of a new complaint, or 422 with a Bengali message beside each field. */
export function parseComplaint(body: unknown): { category: ComplaintCategory; text: string } {
  const input = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
  const errors: Record<string, string[]> = {};
  const category = input.category;
  if (typeof category !== "string" || !(COMPLAINT_CATEGORY_KEYS as string[]).includes(category))
    errors.category = ["অভিযোগের ধরন বেছে নিন।"];
  const text = typeof input.text === "string" ? input.text : "";
  const problem = complaintTextProblem(text, COMPLAINT_TEXT);
  if (problem) errors.text = [problem];
  if (Object.keys(errors).length) throw new HttpError(422, INVALID_DATA, errors);
  return { category: category as ComplaintCategory, text: text.trim() };
}

export function parseReply(body: unknown): { text: string } {
  const raw = typeof body === "object" && body !== null ? (body as Record<string, unknown>).text : undefined;
  const text = typeof raw === "string" ? raw : "";
  const problem = complaintTextProblem(text, REPLY_TEXT);
  if (problem) throw new HttpError(422, INVALID_DATA, { text: [problem] });
  return { text: text.trim() };
}

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
