/**
 * Issue 11, "Done means": a newly registered doctor who enrolled and paid reaches their study area
 * by links alone, with and without JavaScript. Registration (OTP from the dev outbox), enrolment in
 * a master schedule of the combined programme (so the master-schedule timetable and lecture routes
 * are walked here; the demo doctor's courses run on batch schedules, study-reach.spec.ts), payment
 * in the bKash simulator's wallet; then the required-information form (a modal with JavaScript, a
 * section without) asks for the two addresses registration does not collect (name, email, BMDC
 * and college it does, so those are never missing here): a blank address is refused with its
 * Bengali message beside the field while everything else typed is kept; filled in, the form
 * closes; then course home → master routine → a lecture with their own phone moving over the
 * player; then, with one complaint written, every study route from the dashboard by links alone.
 */
import { expect, test } from "@playwright/test";
import { fakeClientIp, newDoctor, promoAlreadySeen, registerThroughPortal } from "./support/accounts";
import { apiBatch, SEEDED } from "./support/catalogue";
import { enrolAndPay } from "./support/bkash-wallet";
import {
  MASTER_TIMETABLE_ROUTES,
  openFirstRecordedClass,
  PENDING_EXAM_ROUTE,
  STUDY_ROUTES,
  walkStudyRoutes,
} from "./support/study-walk";
import {
  ADDRESS_LINE,
  chooseAddresses,
  REQUIRED_INFO_HEADING,
  REQUIRED_INFO_SAVE,
  requiredInfoForm,
} from "./support/required-info";
import { NOJS } from "./support/nojs";

test.use({ extraHTTPHeaders: async ({}, use) => use({ "X-Forwarded-For": fakeClientIp() }) });
test.beforeEach(async ({ context, baseURL }) => promoAlreadySeen(context, baseURL!));

test(
  "a new doctor registers, enrols in a master schedule, pays, completes the required information and reaches every study route by links",
  NOJS,
  async ({ page }, testInfo) => {
    test.setTimeout(240_000);
    const js = testInfo.project.name === "js";
    const doctor = newDoctor();

    await test.step("register, enrol, pay with bKash", async () => {
      await registerThroughPortal(page.context(), doctor);
      const batch = await apiBatch(SEEDED.combined);
      await enrolAndPay(page, `/batch-details/${batch.id}/master-enroll/${batch.master_schedules[0]!.id}`);
    });

    const form = requiredInfoForm(page);
    await test.step("the dashboard asks for the missing addresses: a modal with JavaScript, a section without", async () => {
      await page.getByRole("navigation", { name: "আমার অ্যাকাউন্ট" }).getByRole("link", { name: "ড্যাশবোর্ড" }).click();
      await expect(page.getByRole("heading", { name: REQUIRED_INFO_HEADING })).toBeVisible();
      if (js) await expect(page.getByRole("dialog")).toBeVisible();
      else await expect(page.locator("section.required-info")).toBeVisible();
      await expect(form.getByLabel("ইমেইল")).toHaveCount(0);
      // Spec §5: every displayed field is required, and the inputs say so themselves.
      const shown = [form.getByRole("combobox"), form.getByRole("textbox")];
      await expect(shown[0]!).toHaveCount(6);
      await expect(shown[1]!).toHaveCount(2);
      for (const field of [...(await shown[0]!.all()), ...(await shown[1]!.all())])
        await expect(field).toHaveAttribute("required", "");
    });

    await test.step("a blank address is refused beside its field; what was typed stays", async () => {
      const [present, permanent] = await chooseAddresses(form, js);
      await present!.getByLabel(ADDRESS_LINE).fill("   ");
      await permanent!.getByLabel(ADDRESS_LINE).fill("গ্রাম: কাশিমপুর, ডাকঘর: গাজীপুর সদর");
      await form.getByRole("button", { name: REQUIRED_INFO_SAVE }).click();
      await expect(present!.getByText("বাড়ি, রাস্তা বা গ্রামের নাম লিখুন")).toBeVisible();
      await expect(permanent!.getByLabel(ADDRESS_LINE)).toHaveValue("গ্রাম: কাশিমপুর, ডাকঘর: গাজীপুর সদর");
      await expect(permanent!.getByLabel("উপজেলা", { exact: true })).not.toHaveValue("");
    });

    await test.step("filled in, the form saves and closes", async () => {
      const present = form.getByRole("group", { name: "বর্তমান ঠিকানা" });
      await present.getByLabel(ADDRESS_LINE).fill("বাড়ি ৭, রোড ৩, ধানমন্ডি");
      await form.getByRole("button", { name: REQUIRED_INFO_SAVE }).click();
      await expect(page.getByRole("heading", { name: REQUIRED_INFO_HEADING })).toHaveCount(0);
      await expect(page.getByRole("dialog")).toHaveCount(0);
    });

    await test.step("course home → master routine → a lecture, by links, with the doctor's own phone over the player", async () => {
      await page.locator(".course-card").getByRole("link").first().click();
      await expect(page).toHaveURL(/\/my\/courses\/\d+$/);
      await openFirstRecordedClass(page);
      await expect(page).toHaveURL(/\/my\/courses\/\d+\/events\/\d+\/master-schedule\/\d+\/lecture$/);
      // The master timetable's first recorded class may have several recordings: each player carries the phone.
      const players = page.locator(".lecture-player");
      await expect(players.first()).toBeVisible();
      await expect(page.getByTestId("watermark")).toHaveText(Array<string>(await players.count()).fill(doctor.phone));
    });

    await test.step("with a complaint written, every study route from the dashboard by links alone", async () => {
      const myNav = page.getByRole("navigation", { name: "আমার অ্যাকাউন্ট" });
      await myNav.getByRole("link", { name: "অভিযোগ বক্স" }).click();
      await page.getByLabel("অভিযোগের ধরন").selectOption({ index: 1 });
      await page.getByLabel("আপনার অভিযোগ").fill("মাস্টার রুটিনের একটি ক্লাসের ভিডিওর শব্দ খুব কম শোনা যাচ্ছে।");
      await page.getByRole("button", { name: "অভিযোগ পাঠান" }).click();
      await expect(page).toHaveURL(/\/my\/complain-box\/\d+$/);
      await myNav.getByRole("link", { name: "ড্যাশবোর্ড" }).click();
      await expect(page).toHaveURL(/\/my\/dashboard$/);
      // The residency master exam closed before they enrolled; their master schedule holds it.
      const reached = await walkStudyRoutes(page, { ...STUDY_ROUTES, ...MASTER_TIMETABLE_ROUTES, ...PENDING_EXAM_ROUTE });
      expect(reached.get("pendingExamInfo")![0]!.from).toBe("/my/dashboard");
    });
  },
);
