import { boolean, index, integer, jsonb, numeric, pgTable, smallint, text, varchar } from "drizzle-orm/pg-core";
import { at, serialId } from "../columns";

export const events = pgTable(
  "events",
  {
    id: serialId(),
    name: varchar("name", { length: 200 }).notNull(),
    image: varchar("image", { length: 500 }).notNull(),
    /** 1 = regular, 2 = alumni (ALUMNI_EVENT_TYPE in the contract). */
    type: smallint("type").notNull().default(1),
    /** Last moment to register. */
    deadline: at("deadline").notNull(),
    startsAt: at("starts_at").notNull(),
    /** Null when the organisers give no end time (an open-ended meet-up). */
    endsAt: at("ends_at"),
    descriptionHtml: text("description_html").notNull(),
    venue: varchar("venue", { length: 300 }),
    onlineLink: varchar("online_link", { length: 500 }),
    fee: numeric("fee", { precision: 10, scale: 2, mode: "number" }).notNull().default(0),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [index("events_deadline_idx").on(t.deadline)],
);

export const faqs = pgTable(
  "faqs",
  {
    id: serialId(),
    title: varchar("title", { length: 300 }).notNull(),
    answerHtml: text("answer_html").notNull(),
    position: smallint("position").notNull(),
  },
  // The FAQ list (home page and /faq) reads in this order, a page at a time.
  (t) => [index("faqs_position_idx").on(t.position, t.id)],
);

export const quizzes = pgTable(
  "quizzes",
  {
    id: serialId(),
    key: varchar("key", { length: 64 }).notNull().unique(),
    title: varchar("title", { length: 200 }).notNull(),
    /** quiz_property.title: the paper's own heading, e.g. the subject and week. */
    propertyTitle: varchar("property_title", { length: 200 }).notNull(),
    fullMark: numeric("full_mark", { precision: 6, scale: 2, mode: "number" }).notNull(),
    durationSeconds: integer("duration_seconds").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    position: smallint("position").notNull(),
  },
  // The quiz list (home page and /quiz-list): active ones, in this order, and their count.
  (t) => [index("quizzes_active_position_idx").on(t.isActive, t.position, t.id)],
);

export type SettingValue = string | number | boolean | null;

export const courseSettings = pgTable("course_settings", {
  id: serialId(),
  name: varchar("name", { length: 64 }).notNull().unique(),
  settings: jsonb("settings").$type<Record<string, SettingValue>>().notNull(),
});

export const pages = pgTable("pages", {
  slug: varchar("slug", { length: 64 }).primaryKey(),
  title: varchar("title", { length: 200 }).notNull(),
  bodyHtml: text("body_html").notNull(),
  updatedAt: at("updated_at").notNull().defaultNow(),
});

export const galleryImages = pgTable("gallery_images", {
  id: serialId(),
  title: varchar("title", { length: 200 }).notNull(),
  image: varchar("image", { length: 500 }).notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  position: smallint("position").notNull(),
});
