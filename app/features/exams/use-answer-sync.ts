/**
 * The answer sheet's script: every change saved at once in the background through the door's JSON
 * save path, kept in a localStorage queue (answers only, keyed by attempt) until a save's answer names
 * it stored, resent when the browser comes back online and on a retry timer; the server clock measured
 * from every answer, so the countdown and each change's time follow the server, not the phone's clock.
 * A change the API answered without storing (it holds a newer one) stays queued and is shown as not
 * saved (`notStored`): the page says "saved" only for what the API says it stored (decision 095).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { acknowledge, enqueue, loadQueue, mergeWithServer, nextStamp, storeQueue, type QueuedAnswer } from "./answer-queue";
import { clockOffset } from "./countdown";

const RETRY_MS = 5000;
const BATCH = 200;

export type SyncState = "saved" | "saving" | "offline" | "closed" | "refused";

export function useAnswerSync(attemptId: number, saveAddress: string, serverAnswers: QueuedAnswer[], serverTime: string) {
  const [answers, setAnswers] = useState<Record<number, string>>(() =>
    Object.fromEntries(serverAnswers.map((a) => [a.question_id, a.answer])),
  );
  const [enhanced, setEnhanced] = useState(false);
  const [state, setState] = useState<SyncState>("saved");
  const [message, setMessage] = useState<string | null>(null);
  // Queued changes a save answered without storing: the changes for the next answer, their questions to show.
  const notStoredRef = useRef<QueuedAnswer[]>([]);
  const [notStored, setNotStored] = useState<number[]>([]);
  const queue = useRef<QueuedAnswer[]>([]);
  const inFlight = useRef(false);
  const offset = useRef(0);
  // No change is stamped before this (ms): the last server time the page was told, or its own last change.
  const floor = useRef(0);

  const flush = useCallback(async () => {
    if (inFlight.current || queue.current.length === 0) return;
    inFlight.current = true;
    const batch = queue.current.slice(0, BATCH);
    setState("saving");
    const sentAt = Date.now();
    try {
      const res = await fetch(saveAddress, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        credentials: "same-origin",
        body: JSON.stringify({ answers: batch }),
      });
      const body = (await res.json().catch(() => ({}))) as {
        message?: string;
        saved?: unknown;
        server_time?: string;
        devices_url?: string;
      };
      if (res.ok) {
        if (body.server_time) {
          offset.current = clockOffset(body.server_time, (sentAt + Date.now()) / 2);
          floor.current = Math.max(floor.current, Date.parse(body.server_time));
        }
        // An answer that names nothing (not this API's shape) stored nothing as far as the page can tell.
        const saved = Array.isArray(body.saved) ? body.saved : [];
        const settled = acknowledge(queue.current, batch, saved, notStoredRef.current);
        queue.current = settled.queue;
        storeQueue(attemptId, queue.current);
        notStoredRef.current = settled.notStored;
        setNotStored(settled.notStored.map((q) => q.question_id));
        setState(queue.current.length ? "saving" : "saved");
      } else if (res.status === 409) {
        // Time is over or the sheet is submitted: the page shows that state from the server.
        setState("closed");
        window.location.reload();
      } else if (res.status === 423 && body.devices_url) {
        window.location.assign(body.devices_url);
      } else if (res.status === 401 || res.status === 404 || res.status === 422) {
        setState("refused");
        setMessage(body.message ?? null);
      } else setState("offline");
    } catch {
      setState("offline");
    } finally {
      inFlight.current = false;
    }
  }, [attemptId, saveAddress]);

  useEffect(() => {
    offset.current = clockOffset(serverTime, Date.now());
    const merged = mergeWithServer(serverAnswers, loadQueue(attemptId));
    floor.current = Math.max(Date.parse(serverTime), ...merged.queue.map((q) => Date.parse(q.client_at)));
    queue.current = merged.queue;
    storeQueue(attemptId, merged.queue);
    setAnswers(merged.answers);
    setEnhanced(true);
    void flush();
    const retry = window.setInterval(() => void flush(), RETRY_MS);
    const online = () => void flush();
    window.addEventListener("online", online);
    return () => {
      window.clearInterval(retry);
      window.removeEventListener("online", online);
    };
    // Once per attempt: later server answers reach the page only through a reload, which runs this again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attemptId]);

  const change = useCallback(
    (questionId: number, answer: string) => {
      floor.current = nextStamp(Date.now() + offset.current, floor.current);
      const client_at = new Date(floor.current).toISOString();
      queue.current = enqueue(queue.current, { question_id: questionId, answer, client_at });
      storeQueue(attemptId, queue.current);
      // The refused change is replaced: whether this one is stored, the next answer says.
      notStoredRef.current = notStoredRef.current.filter((q) => q.question_id !== questionId);
      setNotStored((ids) => (ids.includes(questionId) ? ids.filter((id) => id !== questionId) : ids));
      setAnswers((all) => ({ ...all, [questionId]: answer }));
      void flush();
    },
    [attemptId, flush],
  );

  return { answers, enhanced, state, message, change, offset, notStored };
}
