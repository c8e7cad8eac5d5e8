import { z } from "zod";

/** The doctor as the API returns it (spec §3). Optional profile parts are null until filled. */
export const doctor = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  phone: z.string(),
  bmdc: z.string().nullable(),
  email: z.string().nullable(),
  medical_college_id: z.number().int().nullable(),
  present_division_id: z.number().int().nullable(),
  present_district_id: z.number().int().nullable(),
  present_upazila_id: z.number().int().nullable(),
  present_address: z.string().nullable(),
  permanent_division_id: z.number().int().nullable(),
  permanent_district_id: z.number().int().nullable(),
  permanent_upazila_id: z.number().int().nullable(),
  permanent_address: z.string().nullable(),
  avatar: z.string().nullable(),
  has_verified_device: z.boolean(),
  has_active_courses_with_payment: z.boolean(),
});
export type Doctor = z.infer<typeof doctor>;
