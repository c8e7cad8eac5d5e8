/**
 * Personal access tokens, Laravel Sanctum style: the bearer value is `<id>|<secret>`, the table
 * keeps only SHA-256(secret). Lookup is by id and the hash comparison is constant-time, so a
 * wrong secret takes as long to refuse as a nearly right one.
 *
 * A token dies when revoked (logout, password reset), when unused for the idle time, and at the
 * latest the maximum lifetime after it was issued (TOKEN_IDLE_DAYS, TOKEN_MAX_DAYS).
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { preparedPerDb } from "../db/prepared";
import { doctors, personalAccessTokens } from "../db/schema";

export type DoctorRow = typeof doctors.$inferSelect;
export type TokenRow = typeof personalAccessTokens.$inferSelect;
export type Authenticated = { token: TokenRow; doctor: DoctorRow };

/** Writing last_used_at on every request would turn each read into a write. */
const LAST_USED_RESOLUTION_MS = 60_000;
const BEARER = /^Bearer\s+([1-9]\d{0,9})\|([\x21-\x7e]{1,255})$/i;

const DAY_MS = 24 * 60 * 60 * 1000;

export type TokenPolicy = { idleMs: number; maxMs: number };
export const tokenPolicy = (config: { tokenIdleDays: number; tokenMaxDays: number }): TokenPolicy => ({
  idleMs: config.tokenIdleDays * DAY_MS,
  maxMs: config.tokenMaxDays * DAY_MS,
});
/** For callers without the API's config at hand; the config's defaults are the same numbers. */
export const DEFAULT_TOKEN_POLICY = tokenPolicy({ tokenIdleDays: 14, tokenMaxDays: 60 });

export const hashSecret = (secret: string) => createHash("sha256").update(secret, "utf8").digest("hex");

export function parseBearer(header: string | undefined): { id: number; secret: string } | null {
  const match = header ? BEARER.exec(header.trim()) : null;
  if (!match) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? { id, secret: match[2]! } : null;
}

export type IssueOptions = { name: string; expiresAt?: Date | null; abilities?: string[]; now?: Date };

/** Creates a token and returns the only copy of its plaintext bearer value. */
export async function issueToken(
  db: Db,
  doctorId: number,
  options: IssueOptions,
): Promise<{ plaintext: string; token: TokenRow }> {
  const secret = randomBytes(30).toString("base64url");
  const [token] = await db
    .insert(personalAccessTokens)
    .values({
      doctorId,
      tokenHash: hashSecret(secret),
      name: options.name,
      abilities: options.abilities ?? ["*"],
      expiresAt: options.expiresAt ?? null,
      createdAt: options.now ?? new Date(),
    })
    .returning();
  return { plaintext: `${token!.id}|${secret}`, token: token! };
}

/**
 * Stores a token whose plaintext is chosen by the operator (SEED_DEMO_TOKEN for E2E runs).
 * Re-running it restores the token to working order, so a reused data folder keeps working.
 */
export async function storeKnownToken(db: Db, doctorId: number, plaintext: string, name: string): Promise<void> {
  const parsed = parseBearer(`Bearer ${plaintext}`);
  if (!parsed) throw new Error("known token must look like <id>|<secret>");
  // A fresh issue date and no last use: the idle and lifetime clocks start again at every start.
  const values = {
    doctorId,
    tokenHash: hashSecret(parsed.secret),
    name,
    revokedAt: null,
    expiresAt: null,
    createdAt: new Date(),
    lastUsedAt: null,
  };
  await db
    .insert(personalAccessTokens)
    .values({ id: parsed.id, ...values })
    .onConflictDoUpdate({ target: personalAccessTokens.id, set: values });
  // An explicit id does not move the sequence; later tokens must not collide with it.
  await db.execute(
    sql`select setval(pg_get_serial_sequence('personal_access_tokens', 'id'), greatest((select max(id) from personal_access_tokens), 1))`,
  );
}

function sameHash(storedHex: string, secret: string): boolean {
  const stored = Buffer.from(storedHex, "hex");
  const given = createHash("sha256").update(secret, "utf8").digest();
  return stored.length === given.length && timingSafeEqual(stored, given);
}

export function isTokenAlive(token: TokenRow, now: Date, policy: TokenPolicy): boolean {
  if (token.revokedAt || (token.expiresAt && token.expiresAt <= now)) return false;
  if (token.createdAt.getTime() + policy.maxMs <= now.getTime()) return false;
  return (token.lastUsedAt ?? token.createdAt).getTime() + policy.idleMs > now.getTime();
}

const tokenWithDoctor = preparedPerDb((db) =>
  db
    .select({ token: personalAccessTokens, doctor: doctors })
    .from(personalAccessTokens)
    .innerJoin(doctors, eq(doctors.id, personalAccessTokens.doctorId))
    .where(eq(personalAccessTokens.id, sql.placeholder("id")))
    .limit(1)
    .prepare("bearer_token_with_doctor"),
);

/** The doctor behind an `Authorization` header, or null for anything not currently valid. */
export async function verifyBearer(
  db: Db,
  header: string | undefined,
  now = new Date(),
  policy: TokenPolicy = DEFAULT_TOKEN_POLICY,
): Promise<Authenticated | null> {
  const parsed = parseBearer(header);
  if (!parsed) return null;
  const [row] = await tokenWithDoctor(db).execute({ id: parsed.id });
  if (!row || !sameHash(row.token.tokenHash, parsed.secret) || !isTokenAlive(row.token, now, policy)) return null;

  const lastUsed = row.token.lastUsedAt;
  if (!lastUsed || now.getTime() - lastUsed.getTime() >= LAST_USED_RESOLUTION_MS) {
    const threshold = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
    // The condition is repeated in SQL so concurrent requests write at most once.
    await db
      .update(personalAccessTokens)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(personalAccessTokens.id, row.token.id),
          or(isNull(personalAccessTokens.lastUsedAt), lt(personalAccessTokens.lastUsedAt, threshold)),
        ),
      );
    row.token.lastUsedAt = now;
  }
  return row;
}

export async function revokeToken(db: Db, tokenId: number, now = new Date()): Promise<void> {
  await db.update(personalAccessTokens).set({ revokedAt: now }).where(eq(personalAccessTokens.id, tokenId));
}

/** After a password change or reset every other session of the doctor must log in again. */
export async function revokeDoctorTokens(db: Db, doctorId: number, now: Date, keepTokenId?: number): Promise<void> {
  await db
    .update(personalAccessTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(personalAccessTokens.doctorId, doctorId),
        isNull(personalAccessTokens.revokedAt),
        keepTokenId === undefined ? undefined : ne(personalAccessTokens.id, keepTokenId),
      ),
    );
}
