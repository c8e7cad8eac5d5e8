/**
 * The rules for who a doctor is and where they live, zod-free (decision 059): the registration and
 * profile forms and the dashboard's required-information form ask the same things with the same
 * Bengali messages.
 */
import { id, text, trim } from "./rules";

/** The email rule zod's `z.email()` uses, so the two ends cannot drift apart. */
const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Who the doctor is: asked at registration, editable on the profile page, and in the required information. */
export const identity = {
  name: text({
    required: "আপনার নাম লিখুন",
    normalise: trim,
    min: [2, "নাম অন্তত ২ অক্ষরের হতে হবে"],
    max: [120, "নাম সর্বোচ্চ ১২০ অক্ষরের হতে পারে"],
  }),
  email: text({
    required: "ইমেইল ঠিকানা দিন",
    normalise: trim,
    max: [190, "ইমেইল ঠিকানাটি অনেক লম্বা"],
    patterns: [[EMAIL, "সঠিক ইমেইল ঠিকানা দিন (যেমন name@example.com)"]],
  }),
  bmdc: text({
    required: "বিএমডিসি রেজিস্ট্রেশন নম্বর দিন",
    normalise: trim,
    min: [3, "বিএমডিসি নম্বর অন্তত ৩ অক্ষরের"],
    max: [20, "বিএমডিসি নম্বর সর্বোচ্চ ২০ অক্ষরের"],
    patterns: [[/^[\x20-\x7e]+$/, "বিএমডিসি নম্বর ইংরেজি অক্ষর ও সংখ্যায় লিখুন (যেমন A-12345)"]],
  }),
  medical_college_id: id("আপনার মেডিকেল কলেজ বেছে নিন"),
};

export const ADDRESS_BLOCKS = ["present", "permanent"] as const;
export type AddressBlock = (typeof ADDRESS_BLOCKS)[number];
export const ADDRESS_PART_MESSAGES = {
  division_id: "বিভাগ বেছে নিন",
  district_id: "জেলা বেছে নিন",
  upazila_id: "উপজেলা বেছে নিন",
  address: "বাড়ি, রাস্তা বা গ্রামের নাম লিখুন",
} as const;
export const ADDRESS_TOO_LONG = [500, "ঠিকানা সর্বোচ্চ ৫০০ অক্ষরের হতে পারে"] as const;
