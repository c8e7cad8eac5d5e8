/**
 * What the account page (and the dashboard's profile hint) show about the logged-in doctor. Only the fields a page
 * renders leave the server.
 */
import type { Division } from "@contract";
import { publicData } from "~/lib/public-data.server";
import { myApi } from "~/lib/my-api.server";
import { missingProfileParts } from "~/lib/profile-parts";

/** "address, upazila, district, division" with whatever parts are known; null when there is no address. */
function placeText(
  divisions: Division[],
  address: string | null,
  ids: [number | null, number | null, number | null],
): string | null {
  if (!address) return null;
  const division = divisions.find((d) => d.id === ids[0]);
  const district = division?.districts.find((d) => d.id === ids[1]);
  const upazila = district?.upazilas.find((u) => u.id === ids[2]);
  return [address, upazila?.name, district?.name, division?.name].filter(Boolean).join(", ");
}

export async function accountView(request: Request) {
  const [{ doctor }, { medical_colleges }, { divisions }] = await Promise.all([
    myApi(request, "myProfile"),
    publicData("medicalColleges"),
    publicData("divisions"),
  ]);
  return {
    id: doctor.id,
    avatar: doctor.avatar,
    name: doctor.name,
    phone: doctor.phone,
    email: doctor.email,
    bmdc: doctor.bmdc,
    college: medical_colleges.find((c) => c.id === doctor.medical_college_id)?.name ?? null,
    presentAddress: placeText(divisions, doctor.present_address, [
      doctor.present_division_id,
      doctor.present_district_id,
      doctor.present_upazila_id,
    ]),
    permanentAddress: placeText(divisions, doctor.permanent_address, [
      doctor.permanent_division_id,
      doctor.permanent_district_id,
      doctor.permanent_upazila_id,
    ]),
    verifiedDevice: doctor.has_verified_device,
    missing: missingProfileParts(doctor),
  };
}
