/**
 * Reference books (decision 021): a book opens to a doctor with an active enrolment in a course
 * that lists it. A book they may not open, an unknown book and a page past the last one are all the
 * same 404, so the answer tells nothing about books outside the doctor's courses.
 */
import { and, asc, eq, inArray, max } from "drizzle-orm";
import type { ReferenceBook, ReferenceBookPage } from "../contract";
import type { Db } from "../db/client";
import { batches, courseReferenceBooks, enrollments, referenceBookPages, referenceBooks, yearCourseSessions } from "../db/schema";
import { notFound } from "../http/errors";

const PAGE_NOT_FOUND = "বইয়ের এই পৃষ্ঠাটি পাওয়া যায়নি।";

const openableBooks = (db: Db, doctorId: number) =>
  db
    .selectDistinct({ id: referenceBooks.id, title: referenceBooks.title, author: referenceBooks.author })
    .from(referenceBooks)
    .innerJoin(courseReferenceBooks, eq(courseReferenceBooks.bookId, referenceBooks.id))
    .innerJoin(yearCourseSessions, eq(yearCourseSessions.courseId, courseReferenceBooks.courseId))
    .innerJoin(batches, eq(batches.sessionId, yearCourseSessions.id))
    .innerJoin(
      enrollments,
      and(eq(enrollments.batchId, batches.id), eq(enrollments.doctorId, doctorId), eq(enrollments.status, "active")),
    )
    .$dynamic();

async function openableBook(db: Db, doctorId: number, bookId: number) {
  const [book] = await openableBooks(db, doctorId).where(eq(referenceBooks.id, bookId)).limit(1);
  return book;
}

/**
 * The books an exam's explanations cite: each one's title, and whether this doctor may open it. An
 * explanation may cite a book the doctor's courses do not list; it is named, and the book stays closed.
 */
export async function citedBooks(
  db: Db,
  doctorId: number,
  bookIds: number[],
): Promise<Map<number, { title: string; readable: boolean }>> {
  if (bookIds.length === 0) return new Map();
  const [all, openable] = await Promise.all([
    db
      .select({ id: referenceBooks.id, title: referenceBooks.title })
      .from(referenceBooks)
      .where(inArray(referenceBooks.id, bookIds)),
    openableBooks(db, doctorId).where(inArray(referenceBooks.id, bookIds)),
  ]);
  const open = new Set(openable.map((b) => b.id));
  return new Map(all.map((b) => [b.id, { title: b.title, readable: open.has(b.id) }]));
}

const lastPages = (db: Db) =>
  db
    .select({ bookId: referenceBookPages.bookId, n: max(referenceBookPages.pageNo) })
    .from(referenceBookPages)
    .groupBy(referenceBookPages.bookId);

export async function doctorReferenceBooks(db: Db, doctorId: number): Promise<ReferenceBook[]> {
  const [books, pages] = await Promise.all([openableBooks(db, doctorId).orderBy(asc(referenceBooks.title)), lastPages(db)]);
  return books.flatMap((b) => {
    const last = pages.find((p) => p.bookId === b.id)?.n;
    return last ? [{ ...b, last_page: last }] : [];
  });
}

export async function referenceBookPage(
  db: Db,
  doctorId: number,
  bookId: number | null,
  pageNo: number | null,
): Promise<ReferenceBookPage> {
  // Page numbers are smallint: a larger one names no page (and must not reach SQL as an overflow).
  const book = bookId === null || pageNo === null || pageNo > 32_767 ? undefined : await openableBook(db, doctorId, bookId);
  if (!book) throw notFound(PAGE_NOT_FOUND);
  const [[page], [last]] = await Promise.all([
    db
      .select()
      .from(referenceBookPages)
      .where(and(eq(referenceBookPages.bookId, book.id), eq(referenceBookPages.pageNo, pageNo!))),
    db
      .select({ n: max(referenceBookPages.pageNo) })
      .from(referenceBookPages)
      .where(eq(referenceBookPages.bookId, book.id)),
  ]);
  if (!page || !last?.n) throw notFound(PAGE_NOT_FOUND);
  return { book: { ...book, last_page: last.n }, page_no: page.pageNo, heading: page.heading, body: page.body };
}
