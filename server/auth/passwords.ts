/** Password hashing with argon2id (OWASP's first choice), parameters from the OWASP cheat sheet. */
import { hash, verify } from "@node-rs/argon2";

const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

/**
 * Verifies, and when there is no stored hash (unknown phone) still spends the same time on a
 * dummy hash, so a wrong password and an unknown account cannot be told apart by timing.
 */
let dummyHash: Promise<string> | undefined;
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null) {
    await verify(await (dummyHash ??= hashPassword("timing-equaliser-not-a-password")), password);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
