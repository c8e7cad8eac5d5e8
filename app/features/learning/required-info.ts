/**
 * The required-information form's rules (spec §5): built from the fields the doctor lacks, each
 * one required, an address block as all four of its parts, with the profile's own rules and
 * messages. Zod-free: the browser checks them, the action parses with the zod schema built from
 * them (decision 059); the API judges again (district within division, email taken).
 */
import type { RequiredInfoField } from "@contract";
import { bodyFieldsOf } from "@contract/rules";
import { id, text, trim, type FieldRules, type FormRules } from "~/components/forms/rules";
import { ADDRESS_PART_MESSAGES, ADDRESS_TOO_LONG, identity } from "~/components/forms/doctor-rules";

const FIELD_RULES: Record<string, FieldRules> = identity;
const ADDRESS_RULES: Record<string, FieldRules> = {
  division_id: id(ADDRESS_PART_MESSAGES.division_id),
  district_id: id(ADDRESS_PART_MESSAGES.district_id),
  upazila_id: id(ADDRESS_PART_MESSAGES.upazila_id),
  address: text({ required: ADDRESS_PART_MESSAGES.address, normalise: trim, max: ADDRESS_TOO_LONG }),
};

/** The phone is the login and is never missing in practice; it is not a field anyone can type here. */
export const formFieldsOf = (missing: readonly RequiredInfoField[]) => missing.filter((f) => f !== "phone");

export function requiredInfoRules(missing: readonly RequiredInfoField[]): FormRules {
  const fields: Record<string, FieldRules> = {};
  for (const field of formFieldsOf(missing)) {
    for (const name of bodyFieldsOf(field)) {
      fields[name] = FIELD_RULES[name] ?? ADDRESS_RULES[name.replace(/^(present|permanent)_/, "")]!;
    }
  }
  return { fields };
}
