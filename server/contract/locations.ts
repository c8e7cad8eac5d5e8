import { z } from "zod";

export const upazila = z.object({ id: z.number().int(), name: z.string() });
export const district = z.object({ id: z.number().int(), name: z.string(), upazilas: z.array(upazila) });
export const division = z.object({ id: z.number().int(), name: z.string(), districts: z.array(district) });
export type Division = z.infer<typeof division>;

/** GET /api/v3/web/divisions: the whole tree, Bengali names. */
export const divisions = z.object({ divisions: z.array(division) });

export const medicalCollege = z.object({ id: z.number().int(), name: z.string() });
export type MedicalCollege = z.infer<typeof medicalCollege>;
/** GET /api/v3/web/medical-colleges */
export const medicalColleges = z.object({ medical_colleges: z.array(medicalCollege) });
