/**
 * A path id, or null when it cannot name a row. Stricter than the contract's `idParam` on
 * purpose: "1e3", "0x10" or a number past int4 would otherwise reach SQL as a 500.
 */
const INT4_MAX = 2_147_483_647;

export function rowId(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= INT4_MAX ? id : null;
}
