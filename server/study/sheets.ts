/**
 * Printed lecture sheets: every sheet of the batches the doctor is actively enrolled in, each with
 * the doctor's own parcel (if the academy has packed it) and its courier timeline. A delivery id
 * that is not this doctor's is a 404, exactly like one that does not exist.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { DeliveryStage, LectureSheet, SheetTracking } from "../contract";
import type { Db } from "../db/client";
import {
  batches,
  courses,
  deliveryEvents,
  districts,
  doctors,
  enrollments,
  lectureSheets,
  sheetDeliveries,
  upazilas,
} from "../db/schema";
import { joinCourseOfBatch } from "../enrollments/course-joins";
import { notFound } from "../http/errors";

const DELIVERY_NOT_FOUND = "ডেলিভারির তথ্যটি পাওয়া যায়নি।";
const STAGES: DeliveryStage[] = ["packed", "handed_to_courier", "in_transit", "delivered"];

/** The doctor's present address as a parcel label; null while any part of it is missing. */
export async function deliveryAddress(db: Db, doctorId: number): Promise<string | null> {
  const [row] = await db
    .select({ address: doctors.presentAddress, upazila: upazilas.name, district: districts.name })
    .from(doctors)
    .leftJoin(upazilas, eq(upazilas.id, doctors.presentUpazilaId))
    .leftJoin(districts, eq(districts.id, doctors.presentDistrictId))
    .where(eq(doctors.id, doctorId));
  if (!row?.address || !row.upazila || !row.district) return null;
  // Upazila and district complete the label unless the doctor already wrote them into the address.
  const parts = [row.upazila, row.district].filter((name) => !row.address!.includes(name));
  return [row.address, ...parts].join(", ");
}

type DeliveryRow = typeof sheetDeliveries.$inferSelect;

async function withSteps(db: Db, rows: DeliveryRow[]) {
  const events = rows.length
    ? await db
        .select()
        .from(deliveryEvents)
        .where(
          inArray(
            deliveryEvents.deliveryId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  return new Map(
    rows.map((d) => {
      const steps = events
        .filter((e) => e.deliveryId === d.id)
        .sort((a, b) => STAGES.indexOf(a.stage) - STAGES.indexOf(b.stage))
        .map((e) => ({ stage: e.stage, place: e.place, at: e.at.toISOString() }));
      return [
        d.id,
        {
          id: d.id,
          courier: d.courier,
          tracking_code: d.trackingCode,
          address: d.address,
          stage: steps.at(-1)?.stage ?? ("packed" as const),
          steps,
        },
      ];
    }),
  );
}

export async function doctorLectureSheets(db: Db, doctorId: number) {
  const sheets = await joinCourseOfBatch(
    db
      .select({
        id: lectureSheets.id,
        title: lectureSheets.title,
        pages: lectureSheets.pages,
        courseTitle: courses.title,
        batchName: batches.title,
      })
      .from(lectureSheets)
      .innerJoin(enrollments, and(eq(enrollments.batchId, lectureSheets.batchId), eq(enrollments.doctorId, doctorId)))
      .innerJoin(batches, eq(batches.id, lectureSheets.batchId))
      .$dynamic(),
  )
    .where(eq(enrollments.status, "active"))
    .orderBy(asc(batches.id), asc(lectureSheets.position), asc(lectureSheets.id));
  const deliveries = sheets.length
    ? await db
        .select()
        .from(sheetDeliveries)
        .where(
          and(
            eq(sheetDeliveries.doctorId, doctorId),
            inArray(
              sheetDeliveries.sheetId,
              sheets.map((s) => s.id),
            ),
          ),
        )
    : [];
  const tracked = await withSteps(db, deliveries);
  const data: LectureSheet[] = sheets.map((s) => {
    const delivery = deliveries.find((d) => d.sheetId === s.id);
    return {
      id: s.id,
      title: s.title,
      pages: s.pages,
      course_title: s.courseTitle,
      batch_name: s.batchName,
      delivery: delivery ? tracked.get(delivery.id)! : null,
    };
  });
  return { delivery_address: await deliveryAddress(db, doctorId), data };
}

export async function sheetDeliveryOf(db: Db, doctorId: number, deliveryId: number | null): Promise<SheetTracking> {
  const [row] =
    deliveryId === null
      ? []
      : await joinCourseOfBatch(
          db
            .select({ delivery: sheetDeliveries, sheetTitle: lectureSheets.title, courseTitle: courses.title })
            .from(sheetDeliveries)
            .innerJoin(lectureSheets, eq(lectureSheets.id, sheetDeliveries.sheetId))
            .innerJoin(batches, eq(batches.id, lectureSheets.batchId))
            .$dynamic(),
        ).where(and(eq(sheetDeliveries.id, deliveryId), eq(sheetDeliveries.doctorId, doctorId)));
  if (!row) throw notFound(DELIVERY_NOT_FOUND);
  const tracked = (await withSteps(db, [row.delivery])).get(row.delivery.id)!;
  return { ...tracked, sheet: { id: row.delivery.sheetId, title: row.sheetTitle, course_title: row.courseTitle } };
}
