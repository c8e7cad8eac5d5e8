import { sql } from "drizzle-orm";
import { char, index, integer, jsonb, pgTable, text, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { at, serialId, partOf } from "../columns";
import { districts, divisions, medicalColleges, upazilas } from "./geo";

export const doctors = pgTable(
  "doctors",
  {
    id: serialId(),
    name: varchar("name", { length: 120 }),
    /** Normalised local form 01XXXXXXXXX (server/auth/phone.ts). */
    phone: varchar("phone", { length: 11 }).notNull(),
    bmdc: varchar("bmdc", { length: 20 }),
    email: varchar("email", { length: 190 }),
    /** Null until the doctor sets a password (join by phone comes first). */
    passwordHash: text("password_hash"),
    medicalCollegeId: integer("medical_college_id").references(() => medicalColleges.id, { onDelete: "set null" }),
    presentDivisionId: integer("present_division_id").references(() => divisions.id),
    presentDistrictId: integer("present_district_id").references(() => districts.id),
    presentUpazilaId: integer("present_upazila_id").references(() => upazilas.id),
    presentAddress: varchar("present_address", { length: 500 }),
    permanentDivisionId: integer("permanent_division_id").references(() => divisions.id),
    permanentDistrictId: integer("permanent_district_id").references(() => districts.id),
    permanentUpazilaId: integer("permanent_upazila_id").references(() => upazilas.id),
    permanentAddress: varchar("permanent_address", { length: 500 }),
    avatar: varchar("avatar", { length: 500 }),
    phoneVerifiedAt: at("phone_verified_at"),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("doctors_phone_unique").on(t.phone),
    uniqueIndex("doctors_bmdc_unique").on(t.bmdc),
    // Case-insensitive: the same mailbox typed with different capitals is one account.
    uniqueIndex("doctors_email_unique").on(sql`lower(${t.email})`),
  ],
);

/**
 * Sanctum-style personal access tokens. The bearer value is `<id>|<secret>`; only the SHA-256 of
 * the secret is stored, so a database leak does not hand out working tokens.
 */
export const personalAccessTokens = pgTable(
  "personal_access_tokens",
  {
    id: serialId(),
    doctorId: partOf("doctor_id", () => doctors.id),
    tokenHash: char("token_hash", { length: 64 }).notNull(),
    name: varchar("name", { length: 100 }).notNull(),
    abilities: jsonb("abilities").$type<string[]>().notNull().default(["*"]),
    lastUsedAt: at("last_used_at"),
    expiresAt: at("expires_at"),
    createdAt: at("created_at").notNull().defaultNow(),
    revokedAt: at("revoked_at"),
  },
  (t) => [
    uniqueIndex("personal_access_tokens_hash_unique").on(t.tokenHash),
    index("personal_access_tokens_doctor_idx").on(t.doctorId),
  ],
);

/**
 * Browsers seen by the API, identified by the device token the API issued (`gns_ddt`).
 * A device belongs to a doctor once they log in on it, and is verified by OTP.
 */
export const devices = pgTable(
  "devices",
  {
    id: serialId(),
    tokenHash: char("token_hash", { length: 64 }).notNull(),
    doctorId: integer("doctor_id").references(() => doctors.id, { onDelete: "set null" }),
    /** Human label such as "Chrome · Android", shown in the doctor's device list. */
    name: varchar("name", { length: 120 }).notNull(),
    userAgent: varchar("user_agent", { length: 512 }),
    verifiedAt: at("verified_at"),
    firstSeenAt: at("first_seen_at").notNull().defaultNow(),
    lastSeenAt: at("last_seen_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("devices_token_hash_unique").on(t.tokenHash), index("devices_doctor_idx").on(t.doctorId)],
);
