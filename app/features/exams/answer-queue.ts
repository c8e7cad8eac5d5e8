/**
 * The exam page's offline queue, pure (isomorphic, unit-tested) apart from the two storage calls.
 * Every change is queued with the browser time it was made (`client_at`) and stays queued until the
 * portal confirms it saved; the queue lives in localStorage under the attempt id, so a reload or a
 * network cut loses nothing. It holds answers only: never a token, never anything else of the session.
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

/** What is left after the portal confirmed `sent`: changes made since (newer than what was sent) stay. */
export function acknowledge(queue: QueuedAnswer[], sent: QueuedAnswer[]): QueuedAnswer[] {
  return queue.filter((q) => {
    const done = sent.find((s) => s.question_id === q.question_id);
    return !done || at(q) > at(done);
  });
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
