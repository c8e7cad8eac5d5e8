import { z } from "zod";
import { doctor } from "./doctor";

export type MenuItem = { title: string; link: string; children?: MenuItem[] };
export const menuItem: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({ title: z.string(), link: z.string(), children: z.array(menuItem).optional() }),
);

export const socialLink = z.object({
  platform: z.enum(["facebook", "youtube", "instagram", "linkedin", "telegram", "x"]),
  title: z.string(),
  link: z.string().url(),
});
export type SocialLink = z.infer<typeof socialLink>;

export const appLink = z.object({
  platform: z.enum(["android", "ios"]),
  title: z.string(),
  link: z.string().url(),
});
export type AppLink = z.infer<typeof appLink>;

/** "HH:MM" on a 24-hour clock; "24:00" means midnight at the end of the day. */
const clock = z.string().regex(/^([01]\d|2[0-4]):[0-5]\d$/);
export const hours = z.object({ from: clock, to: clock });

/** Floating help panel and top bar contacts. */
export const support = z.object({
  helpline: z.string(),
  messenger_link: z.string().url(),
  whatsapp_phone: z.string(),
  call_phone: z.string(),
  chat_hours: hours,
  phone_hours: hours,
});
export type Support = z.infer<typeof support>;

/** GET /api/v3/web/app-data (spec §3 "App data"). */
export const appData = z.object({
  logo: z.string(),
  footer_logo: z.string(),
  company_name: z.string(),
  company_slogan: z.string(),
  menus: z.array(menuItem),
  footer_menu: z.array(z.object({ title: z.string(), link: z.string() })),
  footer_social_links: z.array(socialLink),
  app_links: z.array(appLink),
  support,
  is_logged_in: z.boolean(),
  doctor: doctor.nullable(),
  /** The doctor's unread notices (the my area's badge), null for a guest: one call fewer on every my page. */
  unread_notices: z.number().int().nonnegative().nullable(),
  need_otp_for_registration: z.boolean(),
  need_otp_for_reset_password: z.boolean(),
  /** Device token, present when the API issued a new one for this caller. */
  gns_ddt: z.string().optional(),
});
export type AppData = z.infer<typeof appData>;
