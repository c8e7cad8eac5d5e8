/**
 * The layouts' personal read (app data: who is logged in and their unread-notice count, for the
 * header), remembered per login in this process (decision 043). Every page of a logged-in doctor asked
 * the API for it before its own data, so in an exam's start minute the layouts were half the calls, and
 * the first to time out (docs/benchmarks.md, "Issue 20").
 *
 * A memory is keyed by the login (a hash of the bearer token) and the session's `layoutRev`, which the
 * doctor's own writes that change what the layout shows move (`layoutChanged`): the key travels in the
 * encrypted cookie, so the next page shows the change on every portal process, not only on the one
 * that served the write.
 */
import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import { getSession, type Session } from "./session.server";

/**
 * What kind of page is asking (holding.server.ts decides it from the URL): an ordinary page, an exam
 * page of the start minute, or the holding page, whose doctor is there because we are busy.
 */
export type PageKind = "ordinary" | "exam" | "held";

/**
 * How a layout reads one thing for the page:
 * - `fresh`: a remembered answer only while it is fresh (the memory's `freshMs`), else the API;
 * - `reuse`: whatever is remembered (up to `REMEMBER_MS`); the API only when nothing is;
 * - `memory`: never the API, only what is remembered.
 * Whatever the way, a failed ask falls back to what is remembered.
 */
export type LayoutReading = "fresh" | "reuse" | "memory";

/** The longest a remembered answer is shown instead of a live one (on exam pages, or when the API failed). */
export const REMEMBER_MS = 10 * 60_000;
const MAX_ENTRIES = 5_000;

type Entry<T> = { value: T; storedAt: number };

/**
 * Answers per login, bounded by count (lru-cache, decision 049's caching library). How old an answer may be
 * is the reader's to say (`recall`'s `maxAgeMs`: fresh, reuse, or memory), so each keeps when it was stored.
 */
export class LayoutMemory<T> {
  readonly #entries = new LRUCache<string, Entry<T>>({ max: MAX_ENTRIES });

  /** `freshMs`: how long an ordinary page reuses an answer (0: always asks). */
  constructor(readonly freshMs: () => number) {}

  recall(key: string, maxAgeMs: number, now = Date.now()): T | undefined {
    const entry = this.#entries.get(key);
    return entry && now - entry.storedAt < maxAgeMs ? entry.value : undefined;
  }

  remember(key: string, value: T, now = Date.now()): void {
    this.#entries.set(key, { value, storedAt: now });
  }

  /** Changes a remembered value in place, keeping when it was stored. */
  revise(key: string, revise: (value: T) => T): void {
    const entry = this.#entries.peek(key);
    if (entry) entry.value = revise(entry.value);
  }

  clear(): void {
    this.#entries.clear();
  }
}

/** A logged-in session's memory key; null for a guest. The token itself is not kept: only its hash. */
export function loginKey(session: Session): string | null {
  const token = session.get("token");
  if (!token) return null;
  return `${createHash("sha256").update(token).digest("base64url")}.${session.get("layoutRev") ?? 0}`;
}

/** After a write of the doctor's own that changes their layout (name, photo): their next page asks the API again. */
export function layoutChanged(session: Session): void {
  session.set("layoutRev", (session.get("layoutRev") ?? 0) + 1);
}

/**
 * `ask` (which answers null when the API failed), reused as `reading` allows. A guest always asks (a
 * guest's reads are shared and cached elsewhere); a login that ended during the ask is not remembered.
 * Null: the API failed and nothing is remembered (or `memory` remembered nothing).
 */
export async function readForLayout<T>(
  request: Request,
  memory: LayoutMemory<T>,
  reading: LayoutReading,
  ask: () => Promise<T | null>,
): Promise<T | null> {
  const session = getSession(request);
  const key = loginKey(session);
  if (!key) return ask();
  const known = memory.recall(key, reading === "fresh" ? memory.freshMs() : REMEMBER_MS);
  if (known !== undefined || reading === "memory") return known ?? null;
  const answer = await ask();
  if (answer === null) return memory.recall(key, REMEMBER_MS) ?? null;
  if (session.isLoggedIn) memory.remember(key, answer);
  return answer;
}

/**
 * A page's own fresh reading of part of what a layout remembers (the unread count a notices page
 * brings), written into the remembered answer for the layouts that read it from memory. Nothing
 * remembered, nothing written; the answer keeps its age, so it is not taken for a fresh one.
 */
export function reviseForLayout<T>(request: Request, memory: LayoutMemory<T>, revise: (value: T) => T): void {
  const session = getSession(request);
  const key = loginKey(session);
  if (key && session.isLoggedIn) memory.revise(key, revise);
}
