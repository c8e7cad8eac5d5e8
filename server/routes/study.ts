/**
 * The study area beyond courses (decision 021): notices and the complain box need the login only;
 * lecture sheets and reference books are paid content (device-locked, 423).
 */
import type { FastifyPluginAsync } from "fastify";
import { signedIn } from "../auth/guard";
import { contractRoute } from "../http/contract-route";
import { rowId } from "../http/params";
import { pageRequest, paginate } from "../http/pagination";
import { doctorReferenceBooks, referenceBookPage } from "../study/books";
import { complaintThread, createComplaint, listComplaints, replyToComplaint } from "../study/complaints";
import { listNotices, readNotice, unreadNoticeCount } from "../study/notices";
import { doctorLectureSheets, sheetDeliveryOf } from "../study/sheets";
import type { RouteDeps } from "./deps";

export const studyRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, clock, auth }) => {
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });
  const doctor = { preHandler: auth.requireDoctor };
  const paid = { preHandler: auth.forPaidContent };
  const doctorId = (request: Parameters<typeof signedIn>[0]) => signedIn(request).doctor.id;

  contractRoute(app, "notices", doctor, async ({ request, query }) => {
    const page = pageRequest(request.query, 10);
    const { total, data, unread } = await listNotices(db, doctorId(request), clock(), page, query.unread === "1");
    return { ...paginate(request, page, total, data), unread_count: unread };
  });

  contractRoute(app, "noticeUnreadCount", doctor, async ({ request }) => ({
    unread_count: await unreadNoticeCount(db, doctorId(request), clock()),
  }));

  contractRoute(app, "readNotice", doctor, async ({ request, params }) => {
    const { notice, unread } = await readNotice(db, doctorId(request), rowId(params.id ?? ""), clock());
    return { data: notice, unread_count: unread };
  });

  contractRoute(app, "complaints", doctor, async ({ request }) => {
    const page = pageRequest(request.query, 10);
    const { total, data } = await listComplaints(db, doctorId(request), page);
    return paginate(request, page, total, data);
  });

  contractRoute(app, "createComplaint", { ...doctor, status: 201 }, async ({ request, body }) => ({
    data: await createComplaint(db, doctorId(request), body, clock()),
  }));

  contractRoute(app, "complaint", doctor, async ({ request, params }) => ({
    data: await complaintThread(db, doctorId(request), rowId(params.id ?? "")),
  }));

  contractRoute(app, "replyToComplaint", doctor, async ({ request, params, body }) => ({
    data: await replyToComplaint(db, doctorId(request), rowId(params.id ?? ""), body, clock()),
  }));

  contractRoute(app, "lectureSheets", paid, ({ request }) => doctorLectureSheets(db, doctorId(request)));

  contractRoute(app, "sheetDelivery", paid, async ({ request, params }) => ({
    data: await sheetDeliveryOf(db, doctorId(request), rowId(params.id ?? "")),
  }));

  contractRoute(app, "referenceBooks", paid, async ({ request }) => ({
    data: await doctorReferenceBooks(db, doctorId(request)),
  }));

  contractRoute(app, "referenceBookPage", paid, async ({ request, params }) => ({
    data: await referenceBookPage(db, doctorId(request), rowId(params.bookId ?? ""), rowId(params.pageNo ?? "")),
  }));
};
