/** Medical colleges and the division → district → upazila tree, for the profile pickers. */
import type { Division, MedicalCollege } from "../contract";
import type { Db } from "../db/client";
import { districts, divisions, medicalColleges, upazilas } from "../db/schema";

/** Bengali alphabetical order (pickers read naturally); the database's collation differs between PGlite and PostgreSQL. */
const bengali = new Intl.Collator("bn");
const byName = (a: { name: string }, b: { name: string }) => bengali.compare(a.name, b.name);

export async function listMedicalColleges(db: Db): Promise<MedicalCollege[]> {
  const rows = await db.select({ id: medicalColleges.id, name: medicalColleges.name }).from(medicalColleges);
  return rows.sort(byName);
}

export async function divisionTree(db: Db): Promise<Division[]> {
  const [divisionRows, districtRows, upazilaRows] = await Promise.all([
    db.select().from(divisions),
    db.select().from(districts),
    db.select().from(upazilas),
  ]);
  [divisionRows, districtRows, upazilaRows].forEach((rows) => rows.sort(byName));
  return divisionRows.map((division) => ({
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
}
