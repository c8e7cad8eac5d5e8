import { asc, count, eq } from "drizzle-orm";
import type { Faq, FaqSummary } from "../contract";
import type { Db } from "../db/client";
import { faqs } from "../db/schema";
import type { Listing, PageSlice } from "../http/pagination";

/** In position order; the home preview (`list-for=homepage`) is simply the first page. */
export async function listFaqs(db: Db, page: PageSlice): Promise<Listing<FaqSummary>> {
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: faqs.id, title: faqs.title })
      .from(faqs)
      .orderBy(asc(faqs.position), asc(faqs.id))
      .limit(page.perPage)
      .offset(page.offset),
    db.select({ n: count() }).from(faqs),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findFaq(db: Db, id: number): Promise<Faq | undefined> {
  const [row] = await db.select().from(faqs).where(eq(faqs.id, id)).limit(1);
  return row && { id: row.id, title: row.title, answer_html: row.answerHtml };
}
