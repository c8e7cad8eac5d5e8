/** Small value kinds the environment's settings share, and the shape of a refusal. */
import { z } from "zod";

export const positiveInt = (name: string) => {
  const message = `${name} must be a whole number of at least 1`;
  return z.coerce.number({ error: message }).int(message).min(1, message);
};

/** Adds a refusal of one setting to the parse's issues (inside superRefine). */
export type Refuse = (key: string, message: string) => void;
