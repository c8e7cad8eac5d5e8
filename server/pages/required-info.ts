/**
 * POST immediate-profile-update: the required-information form's save. Unlike the profile page,
 * every field the doctor still lacks is required, and only those are written: the form asks for
 * nothing else, so nothing else may change through it.
 */
import type { z } from "zod";
import { bodyFieldsOf, missingRequiredInfo, type Doctor, type profileUpdateInput } from "../contract";
import type { Db } from "../db/client";
import { HttpError, INVALID_DATA } from "../http/errors";
import { updateProfile } from "../auth/profile";
import type { DoctorRow } from "../auth/tokens";

const REQUIRED = "এই তথ্যটি দিতে হবে।";

export type ProfileUpdateBody = z.output<typeof profileUpdateInput>;
type Input = ProfileUpdateBody;

export async function immediateProfileUpdate(
  db: Db,
  row: DoctorRow,
  doctor: Doctor,
  input: Input,
  now: Date,
): Promise<DoctorRow> {
  const wanted = missingRequiredInfo(doctor).flatMap(bodyFieldsOf) as (keyof Input)[];
  const errors = Object.fromEntries(wanted.filter((field) => input[field] === undefined).map((field) => [field, [REQUIRED]]));
  if (Object.keys(errors).length) throw new HttpError(422, INVALID_DATA, errors);
  const only = Object.fromEntries(wanted.map((field) => [field, input[field]])) as Input;
  return updateProfile(db, row, only, now);
}
