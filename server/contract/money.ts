/**
 * Money as the contract carries it: the API keeps amounts in integer paisa (৳1 = 100 paisa, so every
 * sum is exact) and answers them in taka. Zod-free (`@contract/rules`): any area that answers an amount
 * takes it from here, not from another area's pricing.
 */
export const PAISA_PER_TAKA = 100;

/** Paisa → taka as the contract answers it: a number that prints with at most two decimals. */
export const toTaka = (paisa: number): number => paisa / PAISA_PER_TAKA;
