import { asc, eq } from "drizzle-orm";
import type { MenuItem } from "../contract";
import type { Db } from "../db/client";
import { menuItems, type MenuPlacement } from "../db/schema";

type Row = typeof menuItems.$inferSelect;

function tree(rows: Row[], parentId: number | null): MenuItem[] {
  return rows
    .filter((row) => row.parentId === parentId)
    .map((row) => {
      const children = tree(rows, row.id);
      return children.length ? { title: row.title, link: row.link, children } : { title: row.title, link: row.link };
    });
}

/** Header menu as a tree (dropdowns), footer menu flat. Rows arrive sorted, so siblings keep their order. */
export async function readMenu(db: Db, placement: MenuPlacement): Promise<MenuItem[]> {
  const rows = await db
    .select()
    .from(menuItems)
    .where(eq(menuItems.placement, placement))
    .orderBy(asc(menuItems.position), asc(menuItems.id));
  return tree(rows, null);
}
