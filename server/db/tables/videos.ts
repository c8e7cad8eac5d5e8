/**
 * Recorded classes and the doctor's own photo (docs/decisions/022-video-access-and-photos.md).
 * Video ids are private: they leave the API only in a per-request answer to a doctor entitled to
 * that video, never in a list.
 */
import { customType, index, integer, pgTable, smallint, text, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { at, serialId, partOf } from "../columns";
import { doctors } from "./accounts";
import { batches, enrollments, scheduleSlots } from "./catalogue";

/** Raw bytes: bytea on PostgreSQL and PGlite alike. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/** A recording of one timetable slot (a class or solve class); a long class may have several parts. */
export const lectureVideos = pgTable(
  "lecture_videos",
  {
    id: serialId(),
    slotId: partOf("slot_id", () => scheduleSlots.id),
    title: varchar("title", { length: 200 }).notNull(),
    /** The unlisted YouTube id: the secret a doctor's entitlement protects. */
    youtubeId: varchar("youtube_id", { length: 11 }).notNull(),
    durationSeconds: integer("duration_seconds").notNull(),
    position: smallint("position").notNull().default(0),
    publishedAt: at("published_at").notNull(),
  },
  (t) => [index("lecture_videos_slot_idx").on(t.slotId)],
);

/** A video the academy posts outside the timetable: for one batch, or (batch null) for every doctor with a running course. */
export const adminVideos = pgTable(
  "admin_videos",
  {
    id: serialId(),
    batchId: integer("batch_id").references(() => batches.id, { onDelete: "cascade" }),
    title: varchar("title", { length: 200 }).notNull(),
    description: text("description").notNull(),
    youtubeId: varchar("youtube_id", { length: 11 }).notNull(),
    durationSeconds: integer("duration_seconds").notNull(),
    publishedAt: at("published_at").notNull(),
  },
  (t) => [index("admin_videos_batch_idx").on(t.batchId)],
);

/** A class the doctor missed, opened to them alone until `expires_at`, through one of their enrolments. */
export const pendingVideos = pgTable(
  "pending_videos",
  {
    id: serialId(),
    doctorId: partOf("doctor_id", () => doctors.id),
    enrollmentId: partOf("enrollment_id", () => enrollments.id),
    slotId: partOf("slot_id", () => scheduleSlots.id),
    reason: varchar("reason", { length: 300 }).notNull(),
    grantedAt: at("granted_at").notNull(),
    expiresAt: at("expires_at").notNull(),
  },
  (t) => [index("pending_videos_doctor_idx").on(t.doctorId, t.expiresAt)],
);

/**
 * The doctor's uploaded profile photo, bytes in the database so PGlite and PostgreSQL deployments
 * keep it with everything else (backups, no shared disk). `key` is random: the photo's URL.
 */
export const doctorPhotos = pgTable(
  "doctor_photos",
  {
    doctorId: integer("doctor_id")
      .primaryKey()
      .references(() => doctors.id, { onDelete: "cascade" }),
    key: varchar("key", { length: 40 }).notNull(),
    contentType: varchar("content_type", { length: 20 }).$type<"image/png" | "image/jpeg">().notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: bytea("bytes").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("doctor_photos_key_unique").on(t.key)],
);
