/**
 * The exam page's offline queue, pure (isomorphic, unit-tested) apart from the two storage calls.
 * Every change is queued with the time it was made (`client_at`, `nextStamp`) and stays queued until
 * a save's answer names its question as stored; the queue lives in localStorage under the attempt id,
 * so a reload or a network cut loses nothing. It holds answers only: never a token, never anything
 * else of the session.
 */
export type QueuedAnswer = { question_id: number; answer: string; client_at: string };

const at = (a: QueuedAnswer) => Date.parse(a.client_at);

/** The newer of two changes of one question (by the browser's time; a tie keeps the second). */
const newer = (a: QueuedAnswer | undefined, b: QueuedAnswer) => (a && at(a) > at(b) ? a : b);

/** One change per question: the newest. */
export function enqueue(queue: QueuedAnswer[], change: QueuedAnswer): QueuedAnswer[] {
  const same = queue.find((q) => q.question_id === change.question_id);
  return [...queue.filter((q) => q.question_id !== change.question_id), newer(same, change)];
}

/**
 * The time of a new change (ms): the browser's clock corrected by the server's, but never before
 * `floor`, the last server time the page was told or its own last change, whichever is later. So the
 * page's changes keep the order they were made in, and each is later than every answer the page knows
 * the server holds, even on a phone whose clock has jumped since it was corrected (decision 095).
 */
export const nextStamp = (correctedNow: number, floor: number) => Math.max(Math.round(correctedNow), floor + 1);

const sameChange = (a: QueuedAnswer, b: QueuedAnswer) =>
  a.question_id === b.question_id && a.answer === b.answer && at(a) === at(b);

/**
 * A save answered for `sent`, naming in `saved` the questions it stored. Those changes leave the
 * queue (a change made since stays); every other sent change stays queued and counts as not stored
 * (the server holds a newer answer), as does one refused before (`notStored`), until a later save
 * stores it or the doctor changes that answer again.
 */
export function acknowledge(
  queue: QueuedAnswer[],
  sent: QueuedAnswer[],
  saved: readonly number[],
  notStored: readonly QueuedAnswer[],
): { queue: QueuedAnswer[]; notStored: QueuedAnswer[] } {
  const stored = new Set(saved);
  const left = queue.filter((q) => {
    const done = sent.find((s) => s.question_id === q.question_id);
    return !done || !stored.has(q.question_id) || at(q) > at(done);
  });
  const refused = left.filter((q) => {
    const sentNow = sent.find((s) => s.question_id === q.question_id);
    return sentNow ? sameChange(sentNow, q) : notStored.some((n) => sameChange(n, q));
  });
  return { queue: left, notStored: refused };
}

/**
 * The answers to show on (re)opening the exam: the server's, with the local queue laid over them,
 * question by question, the newest `client_at` winning (another device may have saved later), and
 * the queue trimmed to the changes the server does not have yet.
 */
export function mergeWithServer(
  server: QueuedAnswer[],
  queue: QueuedAnswer[],
): { answers: Record<number, string>; queue: QueuedAnswer[] } {
  const latest = new Map<number, QueuedAnswer>();
  for (const a of server) latest.set(a.question_id, a);
  const pending: QueuedAnswer[] = [];
  for (const q of queue) {
    const saved = latest.get(q.question_id);
    if (saved && at(saved) >= at(q)) continue;
    latest.set(q.question_id, q);
    pending.push(q);
  }
  return { answers: Object.fromEntries([...latest].map(([id, a]) => [id, a.answer])), queue: pending };
}

const storageKey = (attemptId: number) => `exam-answers:${attemptId}`;
const isQueued = (x: unknown): x is QueuedAnswer =>
  typeof x === "object" &&
  x !== null &&
  Number.isInteger((x as QueuedAnswer).question_id) &&
  typeof (x as QueuedAnswer).answer === "string" &&
  !Number.isNaN(Date.parse((x as QueuedAnswer).client_at));

/** The stored queue; anything unreadable (private mode, a hand-edited value) counts as empty. */
export function loadQueue(attemptId: number): QueuedAnswer[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(storageKey(attemptId)) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter(isQueued) : [];
  } catch {
    return [];
  }
}

export function storeQueue(attemptId: number, queue: QueuedAnswer[]): void {
  try {
    if (queue.length === 0) window.localStorage.removeItem(storageKey(attemptId));
    else window.localStorage.setItem(storageKey(attemptId), JSON.stringify(queue));
  } catch {
    // Storage full or refused: the queue still lives in memory until the page closes.
  }
}
