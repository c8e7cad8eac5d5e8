import type { FastifyPluginAsync } from "fastify";
import { endpoints } from "../contract";
import { districts, divisions, medicalColleges, upazilas } from "../db/schema";
import { shape } from "../http/shape";
import type { RouteDeps } from "./deps";

/** Bengali alphabetical order (pickers read naturally); the database's collation differs between PGlite and PostgreSQL. */
const bengali = new Intl.Collator("bn");
const byName = (a: { name: string }, b: { name: string }) => bengali.compare(a.name, b.name);

export const locationRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  app.get(endpoints.medicalColleges.path, async () => {
    const rows = await db.select({ id: medicalColleges.id, name: medicalColleges.name }).from(medicalColleges);
    return shape("medicalColleges", { medical_colleges: rows.sort(byName) });
  });

  app.get(endpoints.divisions.path, async (_request, reply) => {
    const [divisionRows, districtRows, upazilaRows] = await Promise.all([
      db.select().from(divisions),
      db.select().from(districts),
      db.select().from(upazilas),
    ]);
    [divisionRows, districtRows, upazilaRows].forEach((rows) => rows.sort(byName));
    const tree = divisionRows.map((division) => ({
      id: division.id,
      name: division.name,
      districts: districtRows
        .filter((district) => district.divisionId === division.id)
        .map((district) => ({
          id: district.id,
          name: district.name,
          upazilas: upazilaRows.filter((u) => u.districtId === district.id).map((u) => ({ id: u.id, name: u.name })),
        })),
    }));
    // Spec §9: the location tree may be cached for two minutes.
    reply.header("cache-control", "public, max-age=120");
    return shape("divisions", { divisions: tree });
  });
};
