import { index, integer, jsonb, pgTable, smallint, varchar, type AnyPgColumn } from "drizzle-orm/pg-core";
import { serialId } from "../columns";

/** Site-wide values (company, support desk, OTP switches), each validated when read. */
export const settings = pgTable("settings", {
  key: varchar("key", { length: 64 }).primaryKey(),
  value: jsonb("value").notNull(),
});

export type MenuPlacement = "header" | "footer";

export const menuItems = pgTable(
  "menu_items",
  {
    id: serialId(),
    placement: varchar("placement", { length: 8 }).$type<MenuPlacement>().notNull(),
    parentId: integer("parent_id").references((): AnyPgColumn => menuItems.id, { onDelete: "cascade" }),
    title: varchar("title", { length: 80 }).notNull(),
    link: varchar("link", { length: 500 }).notNull(),
    position: smallint("position").notNull(),
  },
  (t) => [index("menu_items_placement_idx").on(t.placement, t.position)],
);

export type ExternalLinkKind = "social" | "app";

/** Footer social profiles and mobile-app store links. */
export const externalLinks = pgTable("external_links", {
  id: serialId(),
  kind: varchar("kind", { length: 8 }).$type<ExternalLinkKind>().notNull(),
  platform: varchar("platform", { length: 16 }).notNull(),
  title: varchar("title", { length: 80 }).notNull(),
  link: varchar("link", { length: 500 }).notNull(),
  position: smallint("position").notNull(),
});
