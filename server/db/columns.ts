/**
 * The column shapes the tables share, so each is written once: a moment, the serial key, and a row
 * that belongs to a parent and goes when the parent goes.
 */
import { integer, serial, timestamp, type AnyPgColumn } from "drizzle-orm/pg-core";

/** A moment, kept with its time zone and read as a Date. */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** The serial primary key of an entity's table. */
export const serialId = () => serial("id").primaryKey();

/** A required reference to the row this one is part of: deleting the parent deletes it. */
export const partOf = (name: string, parent: () => AnyPgColumn) =>
  integer(name).notNull().references(parent, { onDelete: "cascade" });
