/** Site-wide settings rows (table `settings`), each key validated on the way in and out. */
import { z } from "zod";
import { support } from "../contract";
import type { Db } from "../db/client";
import { settings } from "../db/schema";

export const siteSettingsSchema = z.object({
  company: z.object({ name: z.string(), slogan: z.string(), logo: z.string(), footer_logo: z.string() }),
  support,
  /** Whether joining and password reset must pass an SMS OTP first. */
  otp: z.object({ registration: z.boolean(), reset_password: z.boolean() }),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export async function readSiteSettings(db: Db): Promise<SiteSettings> {
  const rows = await db.select().from(settings);
  return siteSettingsSchema.parse(Object.fromEntries(rows.map((row) => [row.key, row.value])));
}

export async function writeSiteSettings(db: Db, values: SiteSettings): Promise<void> {
  const checked = siteSettingsSchema.parse(values);
  for (const [key, value] of Object.entries(checked)) {
    await db.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
  }
}
