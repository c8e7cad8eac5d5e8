/**
 * Completing the profile, in both projects: a new doctor refused enrollment for a missing permanent
 * address follows the refusal to /my/account/edit, picks division, district and upazila (without
 * JavaScript through the refresh button), saves, and is back on the enrollment page with the
 * confirm button. And a refused save keeps what was typed, with the Bengali message by its field.
 * A saved name is in the header at once, though the layout remembers the doctor for a few seconds
 * (decision 043).
 */
import { expect, test, type BrowserContext, type Locator } from "@playwright/test";
import type { Division } from "../../server/contract";
import { fakeClientIp, promoAlreadySeen, registerThroughPortal } from "./support/accounts";
import { apiBatch, SEEDED } from "./support/catalogue";
import { E2E_API_URL } from "./support/stack";
import { NOJS } from "./support/nojs";

// Its own visitor address, so the API's per-address OTP limits are this spec's alone.
test.use({ extraHTTPHeaders: async ({}, use) => use({ "X-Forwarded-For": fakeClientIp() }) });

const REFRESH = "এলাকার তালিকা হালনাগাদ করুন";
const SAVE = "প্রোফাইল সংরক্ষণ করুন";
/** The seeded demo doctor's email: another account's, so the API refuses it. */
const TAKEN_EMAIL = "tasnim.rahman@sopan-pg.example";

const errorBeside = (field: Locator) =>
  field.locator("xpath=ancestor::div[contains(@class,'field')][1]").locator(".field__error");

async function somePlace() {
  const { divisions } = (await (await fetch(`${E2E_API_URL}/api/v3/web/divisions`)).json()) as { divisions: Division[] };
  const division = divisions[1]!;
  const district = division.districts[0]!;
  return { division, district, upazila: district.upazilas[0]!, otherDivision: divisions[0]! };
}

async function registeredDoctor(context: BrowserContext, baseURL: string) {
  await promoAlreadySeen(context, baseURL);
  await registerThroughPortal(context);
}

test("a missing permanent address: refusal, profile form, back to enroll", NOJS, async ({ page, context, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const js = testInfo.project.name === "js";
  await registeredDoctor(context, baseURL!);
  const batch = await apiBatch(SEEDED.needsAddress);
  const enrollPath = `/batch-details/${batch.id}/enroll/${batch.schedules[0]!.id}`;

  await page.goto(enrollPath);
  const refusal = page.locator('[data-refusal="profile_incomplete"]');
  await expect(refusal.getByRole("listitem")).toHaveText(["স্থায়ী ঠিকানা"]);
  await refusal.getByRole("link", { name: "প্রোফাইল সম্পূর্ণ করুন" }).click();
  await expect(page).toHaveURL(`${baseURL}/my/account/edit?next=${encodeURIComponent(enrollPath)}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("প্রোফাইল সম্পাদনা");

  const { division, district, upazila, otherDivision } = await somePlace();
  const block = page.getByRole("group", { name: "স্থায়ী ঠিকানা" });
  const [divisionSelect, districtSelect, upazilaSelect] = [
    block.getByLabel("বিভাগ", { exact: true }),
    block.getByLabel("জেলা", { exact: true }),
    block.getByLabel("উপজেলা", { exact: true }),
  ];
  // Before a division is chosen there are no districts to pick from.
  await expect(districtSelect.locator("option")).toHaveCount(1);

  if (js) {
    await expect(page.getByRole("button", { name: REFRESH })).toHaveCount(0);
    await divisionSelect.selectOption(String(otherDivision.id));
    await districtSelect.selectOption(String(otherDivision.districts[0]!.id));
    // Changing the parent clears its children and offers the new division's districts.
    await divisionSelect.selectOption(String(division.id));
    await expect(districtSelect).toHaveValue("");
    await expect(districtSelect.locator("option")).toHaveCount(division.districts.length + 1);
    await districtSelect.selectOption(String(district.id));
    await upazilaSelect.selectOption(String(upazila.id));
  } else {
    await page.getByLabel("পূর্ণ নাম").fill("ডা. ঠিকানা দরকার");
    await divisionSelect.selectOption(String(division.id));
    await page.getByRole("button", { name: REFRESH }).click();
    await expect(districtSelect.locator("option")).toHaveCount(division.districts.length + 1);
    // The refresh saved nothing and kept what was typed.
    await expect(page.getByLabel("পূর্ণ নাম")).toHaveValue("ডা. ঠিকানা দরকার");
    await expect(divisionSelect).toHaveValue(String(division.id));
    await districtSelect.selectOption(String(district.id));
    await page.getByRole("button", { name: REFRESH }).click();
    await expect(upazilaSelect.locator("option")).toHaveCount(district.upazilas.length + 1);
    await upazilaSelect.selectOption(String(upazila.id));
  }
  await block.getByLabel("ঠিকানা (বাড়ি, রাস্তা, গ্রাম)").fill("বাড়ি ৭, রোড ৩");
  await page.getByRole("button", { name: SAVE }).click();

  await expect(page).toHaveURL(`${baseURL}${enrollPath}`);
  await expect(page.getByText("প্রোফাইল হালনাগাদ করা হয়েছে।")).toBeVisible();
  await expect(page.locator("[data-refusal]")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "ভর্তি নিশ্চিত করুন" })).toBeVisible();
});

test("a refused save keeps the typed values and says why beside the field", NOJS, async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  await registeredDoctor(context, baseURL!);
  await page.goto("/my/account");
  await page.getByRole("link", { name: "প্রোফাইল সম্পাদনা" }).click();
  await expect(page).toHaveURL(`${baseURL}/my/account/edit`);

  // The form's own rule: a started address must be whole.
  const block = page.getByRole("group", { name: "বর্তমান ঠিকানা" });
  const { division } = await somePlace();
  await block.getByLabel("বিভাগ", { exact: true }).selectOption(String(division.id));
  await page.getByRole("button", { name: SAVE }).click();
  await expect(errorBeside(block.getByLabel("জেলা", { exact: true }))).toHaveText("জেলা বেছে নিন");
  await expect(block.getByLabel("জেলা", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(block.getByLabel("বিভাগ", { exact: true })).toHaveValue(String(division.id));
  await block.getByLabel("বিভাগ", { exact: true }).selectOption("");

  // The API's rule: another doctor's email, reported on the email field.
  const email = page.getByLabel("ইমেইল");
  await page.getByLabel("পূর্ণ নাম").fill("ডা. নতুন নাম");
  await email.fill(TAKEN_EMAIL);
  await page.getByRole("button", { name: SAVE }).click();
  await expect(errorBeside(email)).toHaveText("এই ইমেইল দিয়ে আগেই অ্যাকাউন্ট খোলা হয়েছে।");
  await expect(email).toHaveValue(TAKEN_EMAIL);
  await expect(page.getByLabel("পূর্ণ নাম")).toHaveValue("ডা. নতুন নাম");
  await expect(page).toHaveURL(`${baseURL}/my/account/edit`);
});

test("a saved name is in the header on the very next page", NOJS, async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  const newName = "ডা. হালনাগাদ নাম";
  await registeredDoctor(context, baseURL!);
  await page.goto("/my/account/edit");
  const headerName = page.locator(".site-header__user .user-area__name");
  await expect(headerName).not.toHaveText(newName);
  await page.getByLabel("পূর্ণ নাম").fill(newName);
  await page.getByRole("button", { name: SAVE }).click();
  await expect(page).toHaveURL(`${baseURL}/my/account`);
  await expect(page.getByText("প্রোফাইল হালনাগাদ করা হয়েছে।")).toBeVisible();
  await expect(headerName).toHaveText(newName);
});
