import { asc } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import { appLink, endpoints, headers, socialLink } from "../contract";
import { seeDevice } from "../auth/devices";
import { doctorResource } from "../auth/doctor-resource";
import { externalLinks } from "../db/schema";
import { shape } from "../http/shape";
import { readMenu } from "../site/menus";
import { readSiteSettings } from "../site/settings";
import type { RouteDeps } from "./deps";

export const appDataRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, auth: guards }) => {
  app.get(endpoints.appData.path, async (request, reply) => {
    const deviceHeader = request.headers[headers.deviceToken];
    const [site, menus, footerMenu, links, auth, device] = await Promise.all([
      readSiteSettings(db),
      readMenu(db, "header"),
      readMenu(db, "footer"),
      db.select().from(externalLinks).orderBy(asc(externalLinks.position)),
      guards.authenticate(request),
      seeDevice(db, typeof deviceHeader === "string" ? deviceHeader : undefined, request.headers["user-agent"], { recordIssued: false }),
    ]);
    const linkFields = ({ platform, title, link }: (typeof links)[number]) => ({ platform, title, link });
    // Personal answer (doctor, device token): never stored by any cache on the way.
    reply.header("cache-control", "no-store");
    return shape("appData", {
      logo: site.company.logo,
      footer_logo: site.company.footer_logo,
      company_name: site.company.name,
      company_slogan: site.company.slogan,
      menus,
      footer_menu: footerMenu.map(({ title, link }) => ({ title, link })),
      footer_social_links: links.filter((l) => l.kind === "social").map((l) => socialLink.parse(linkFields(l))),
      app_links: links.filter((l) => l.kind === "app").map((l) => appLink.parse(linkFields(l))),
      support: site.support,
      is_logged_in: auth !== null,
      doctor: auth ? await doctorResource(db, auth.doctor, device.tokenHash) : null,
      need_otp_for_registration: site.otp.registration,
      need_otp_for_reset_password: site.otp.reset_password,
      ...(device.issued ? { gns_ddt: device.issued } : {}),
    });
  });
};
