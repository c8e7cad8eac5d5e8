import { char, index, integer, pgTable, smallint, text, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { at, serialId } from "../columns";

/**
 * Every OTP code sent (or, for a password reset of an unknown phone, pretended to be sent), so the
 * resend cooldown and hourly limits are counted from one place that survives a restart.
 * Only an HMAC of the code is kept (server/auth/otp-policy.ts).
 */
export const otpCodes = pgTable(
  "otp_codes",
  {
    id: serialId(),
    /** Normalised 01XXXXXXXXX. */
    phone: varchar("phone", { length: 11 }).notNull(),
    /** register | reset | device | change-password | login (OTP_PURPOSES). */
    purpose: varchar("purpose", { length: 20 }).notNull(),
    codeHash: char("code_hash", { length: 64 }).notNull(),
    wrongTries: smallint("wrong_tries").notNull().default(0),
    consumedAt: at("consumed_at"),
    /** Who asked for it, for the per-IP hourly limit. */
    ip: varchar("ip", { length: 45 }).notNull(),
    createdAt: at("created_at").notNull(),
  },
  (t) => [index("otp_codes_phone_idx").on(t.phone, t.createdAt), index("otp_codes_ip_idx").on(t.ip, t.createdAt)],
);

/**
 * Handed out for a correct code and sent back as X-OTP-TOKEN: proof that whoever holds it read an
 * SMS on `phone` recently, good for one `purpose`, once. Only its SHA-256 is stored.
 */
export const otpTokens = pgTable(
  "otp_tokens",
  {
    id: serialId(),
    tokenHash: char("token_hash", { length: 64 }).notNull(),
    phone: varchar("phone", { length: 11 }).notNull(),
    purpose: varchar("purpose", { length: 20 }).notNull(),
    otpCodeId: integer("otp_code_id").references(() => otpCodes.id, { onDelete: "set null" }),
    expiresAt: at("expires_at").notNull(),
    usedAt: at("used_at"),
    createdAt: at("created_at").notNull(),
  },
  (t) => [uniqueIndex("otp_tokens_hash_unique").on(t.tokenHash)],
);

/** What the `log` SMS driver "sent"; readable at GET /dev/sms-outbox in development and test only. */
export const smsOutbox = pgTable(
  "sms_outbox",
  {
    id: serialId(),
    to: varchar("to", { length: 11 }).notNull(),
    text: text("text").notNull(),
    sentAt: at("sent_at").notNull(),
  },
  (t) => [index("sms_outbox_to_idx").on(t.to, t.id)],
);
