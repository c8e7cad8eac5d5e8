/**
 * The dashboard is the doctor's home: who they are, their running courses with the next class or
 * exam, and what their profile still lacks. The courses call is paid content: on a browser that is
 * not verified it answers 423 and `myApi` sends the doctor to the devices page.
 */
import { myApi } from "~/lib/auth/my-area.server";
import { missingProfileParts } from "~/lib/auth/profile.server";
import { activeCourses } from "./courses.server";

export async function dashboardView(request: Request) {
  const [{ doctor }, courses] = await Promise.all([myApi(request, "myProfile"), activeCourses(request)]);
  return { name: doctor.name, missing: missingProfileParts(doctor), courses };
}
