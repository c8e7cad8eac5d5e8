/**
 * Lecture sheets, their courier tracking and reference-book pages: paid content, so `myApi` sends a
 * browser that is not a verified device to the devices page (423), and another doctor's delivery
 * id, a book outside the doctor's courses or a page past the last one is a 404 page.
 */
import { myApi } from "~/lib/my-api.server";
import { idParam, notFound } from "~/lib/pages.server";

export async function lectureSheetsView(request: Request) {
  const [sheets, books] = await Promise.all([myApi(request, "lectureSheets"), myApi(request, "referenceBooks")]);
  return { address: sheets.delivery_address, sheets: sheets.data, books: books.data };
}

export async function sheetTracking(request: Request, rawId: string | undefined) {
  return (await myApi(request, "sheetDelivery", { params: { id: idParam(rawId) } }, { 404: notFound })).data;
}

export async function bookPage(request: Request, rawBookId: string | undefined, rawPageNo: string | undefined) {
  const params = { bookId: idParam(rawBookId), pageNo: idParam(rawPageNo) };
  return (await myApi(request, "referenceBookPage", { params }, { 404: notFound })).data;
}
