/**
 * The environment `npm start` and `npm run dev` give the product API they start. NODE_ENV is said
 * explicitly (development unless the user set one), because an API whose NODE_ENV is unset mounts no
 * SMS outbox and no bKash simulator (server/config/, decision 035): the README's first look needs both.
 */
import type { Env } from "../server/config";

export function apiProcessEnv<E extends Env>(env: E): E & { NODE_ENV: string } {
  return { ...env, NODE_ENV: env.NODE_ENV || "development" };
}
