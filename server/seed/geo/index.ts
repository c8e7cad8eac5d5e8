/**
 * Bangladesh's divisions, districts and upazilas from nuhil/bangladesh-geocode (MIT licence in
 * LICENSE beside the data). Upstream ids are kept, so doctors' addresses survive a reseed.
 */
import { readFileSync } from "node:fs";
import { z } from "zod";

const place = { id: z.number().int().positive(), name: z.string().min(1), bn_name: z.string().min(1) };
const geoFile = z.object({
  divisions: z.array(
    z.object({
      ...place,
      districts: z.array(z.object({ ...place, upazilas: z.array(z.object(place)) })),
    }),
  ),
});
export type GeoData = z.infer<typeof geoFile>;

export function loadGeo(): GeoData {
  const raw = readFileSync(new URL("./bangladesh-geo.json", import.meta.url), "utf8");
  return geoFile.parse(JSON.parse(raw));
}
