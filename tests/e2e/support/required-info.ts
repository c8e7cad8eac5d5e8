/**
 * The dashboard's required-information form (spec §4/§5): a modal with JavaScript, a section at the top
 * of the dashboard without it. Asked of a doctor with a paid, running course whose addresses are missing.
 */
import { expect, type Locator, type Page } from "@playwright/test";

export const REQUIRED_INFO_SAVE = "তথ্য সংরক্ষণ করুন";
const REFRESH = "এলাকার তালিকা হালনাগাদ করুন";
export const REQUIRED_INFO_HEADING = "প্রয়োজনীয় তথ্য দিন";
export const ADDRESS_LINE = "ঠিকানা (বাড়ি, রাস্তা, গ্রাম)";

export const requiredInfoForm = (page: Page) =>
  page.locator("form").filter({ has: page.getByRole("button", { name: REQUIRED_INFO_SAVE }) });

/** Division, district and upazila in turn; without JavaScript each choice is followed by the refresh submit. */
export async function chooseAddresses(form: Locator, js: boolean) {
  const blocks = ["বর্তমান ঠিকানা", "স্থায়ী ঠিকানা"].map((name) => form.getByRole("group", { name }));
  for (const label of ["বিভাগ", "জেলা", "উপজেলা"]) {
    for (const block of blocks) {
      const select = block.getByLabel(label, { exact: true });
      await expect(select.locator("option").nth(1)).toBeAttached();
      await select.selectOption({ index: 1 });
    }
    if (!js && label !== "উপজেলা") await form.getByRole("button", { name: REFRESH }).click();
  }
  return blocks;
}

/** On the dashboard that asks for them: both addresses filled in and saved; the form then closes. */
export async function completeRequiredInfo(page: Page, js: boolean) {
  await expect(page.getByRole("heading", { name: REQUIRED_INFO_HEADING })).toBeVisible();
  const form = requiredInfoForm(page);
  const [present, permanent] = await chooseAddresses(form, js);
  await present!.getByLabel(ADDRESS_LINE).fill("বাড়ি ৭, রোড ৩, ধানমন্ডি");
  await permanent!.getByLabel(ADDRESS_LINE).fill("গ্রাম: কাশিমপুর, ডাকঘর: গাজীপুর সদর");
  await form.getByRole("button", { name: REQUIRED_INFO_SAVE }).click();
  await expect(page.getByRole("heading", { name: REQUIRED_INFO_HEADING })).toHaveCount(0);
}
