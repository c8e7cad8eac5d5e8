/** Real geography (8/64/494, Bengali names) and the medical college list. */
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { districts, divisions, medicalColleges, upazilas } from "../../server/db/schema";
import { medicalColleges as collegeSeed } from "../../server/seed/medical-colleges";
import { makeTestApi, type TestApi } from "./helpers";

let api: TestApi;
const bengali = /^[\u0980-\u09FF\s.,\-()]+$/;

beforeAll(async () => {
  api = await makeTestApi();
});
afterAll(() => api.close());

describe("divisions", () => {
  it("stores 8 divisions, 64 districts and 494 upazilas", async () => {
    const n = async (table: typeof divisions | typeof districts | typeof upazilas) =>
      (await api.db.select({ n: count() }).from(table))[0]!.n;
    expect([await n(divisions), await n(districts), await n(upazilas)]).toEqual([8, 64, 494]);
  });

  it("answers the whole tree in Bengali, cacheable for two minutes", async () => {
    const res = await api.app.inject({ url: "/api/v3/web/divisions" });
    expect(res.headers["cache-control"]).toBe("public, max-age=120");
    const tree = res.json().divisions as { name: string; districts: { name: string; upazilas: { name: string }[] }[] }[];
    expect(tree).toHaveLength(8);
    const allDistricts = tree.flatMap((d) => d.districts);
    const allUpazilas = allDistricts.flatMap((d) => d.upazilas);
    expect(allDistricts).toHaveLength(64);
    expect(allUpazilas).toHaveLength(494);
    for (const place of [...tree, ...allDistricts, ...allUpazilas]) expect(place.name).toMatch(bengali);
    // Upstream spells য় as য + nukta; compare canonically, not byte for byte.
    const nfc = (s: string) => s.normalize("NFC");
    expect(tree.map((d) => nfc(d.name)).sort()).toEqual(
      ["ঢাকা", "চট্টগ্রাম", "রাজশাহী", "খুলনা", "বরিশাল", "সিলেট", "রংপুর", "ময়মনসিংহ"].map(nfc).sort(),
    );
    const dhaka = tree.find((d) => d.name === "ঢাকা")!;
    expect(dhaka.districts.map((d) => d.name)).toContain("গাজীপুর");
  });
});

describe("medical colleges", () => {
  it("lists 100+ colleges of every kind, each in a real district", async () => {
    expect(collegeSeed.length).toBeGreaterThanOrEqual(100);
    const kinds = new Set(collegeSeed.map((c) => c.kind));
    expect(kinds).toEqual(new Set(["government", "armed-forces", "private"]));
    const rows = await api.db.select().from(medicalColleges);
    expect(rows).toHaveLength(collegeSeed.length);
    for (const row of rows) expect(row.districtId).not.toBeNull();
  });

  it("answers Bengali names, sorted", async () => {
    const { medical_colleges } = (await api.app.inject({ url: "/api/v3/web/medical-colleges" })).json() as {
      medical_colleges: { id: number; name: string }[];
    };
    expect(medical_colleges.length).toBeGreaterThanOrEqual(100);
    const names = medical_colleges.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator("bn").compare));
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain("ঢাকা মেডিকেল কলেজ");
    expect(names).toContain("আর্মড ফোর্সেস মেডিকেল কলেজ, ঢাকা");
    for (const name of names) expect(name).toMatch(/মেডিকেল কলেজ|হেলথ সায়েন্সেস/);
  });
});
