/** The frame every portal page needs: brand, menus, links, support, OTP switches, and who is calling. */
import { asc } from "drizzle-orm";
import { appLink, socialLink } from "../contract";
import { doctorResource } from "../auth/doctor-resource";
import type { DoctorRow } from "../auth/tokens";
import type { Db } from "../db/client";
import { cachedRead } from "../db/read-cache";
import { externalLinks } from "../db/schema";
import { unreadNoticeCount } from "../study/notices";
import { readMenu } from "../site/menus";
import { readSiteSettings } from "../site/settings";

export type Caller = { doctor: DoctorRow | null; device: { issued: string | null; tokenHash: string } };

/** The part of app-data that is the same for every caller, from the read cache (server/db/read-cache.ts). */
async function siteFrame(db: Db) {
  const [site, menus, footerMenu, links] = await Promise.all([
    readSiteSettings(db),
    readMenu(db, "header"),
    readMenu(db, "footer"),
    db.select().from(externalLinks).orderBy(asc(externalLinks.position)),
  ]);
  return { site, menus, footerMenu, links };
}

export async function appData(db: Db, { doctor, device }: Caller, now: Date) {
  const [{ site, menus, footerMenu, links }, resource, unreadNotices] = await Promise.all([
    cachedRead(db, "appDataFrame", () => siteFrame(db)),
    doctor ? doctorResource(db, doctor, device.tokenHash) : null,
    doctor ? unreadNoticeCount(db, doctor.id, now) : null,
  ]);
  const linkFields = ({ platform, title, link }: (typeof links)[number]) => ({ platform, title, link });
  return {
    logo: site.company.logo,
    footer_logo: site.company.footer_logo,
    company_name: site.company.name,
    company_slogan: site.company.slogan,
    menus,
    footer_menu: footerMenu.map(({ title, link }) => ({ title, link })),
    footer_social_links: links.filter((l) => l.kind === "social").map((l) => socialLink.parse(linkFields(l))),
    app_links: links.filter((l) => l.kind === "app").map((l) => appLink.parse(linkFields(l))),
    support: site.support,
    is_logged_in: doctor !== null,
    doctor: resource,
    unread_notices: unreadNotices,
    need_otp_for_registration: site.otp.registration,
    need_otp_for_reset_password: site.otp.reset_password,
    ...(device.issued ? { gns_ddt: device.issued } : {}),
  };
}
