/**
 * The answer sheet's script: every change saved at once in the background through the door's JSON
 * save path, kept in a localStorage queue (answers only, keyed by attempt) until the portal confirms
 * it, resent when the browser comes back online and on a retry timer; the server clock measured from
 * every answer, so the countdown and each change's time follow the server, not the phone's clock.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { acknowledge, enqueue, loadQueue, mergeWithServer, storeQueue, type QueuedAnswer } from "./answer-queue";
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
  const queue = useRef<QueuedAnswer[]>([]);
  const inFlight = useRef(false);
  const offset = useRef(0);

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
      const body = (await res.json().catch(() => ({}))) as { message?: string; server_time?: string; devices_url?: string };
      if (res.ok) {
        if (body.server_time) offset.current = clockOffset(body.server_time, (sentAt + Date.now()) / 2);
        queue.current = acknowledge(queue.current, batch);
        storeQueue(attemptId, queue.current);
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
      const client_at = new Date(Date.now() + offset.current).toISOString();
      queue.current = enqueue(queue.current, { question_id: questionId, answer, client_at });
      storeQueue(attemptId, queue.current);
      setAnswers((all) => ({ ...all, [questionId]: answer }));
      void flush();
    },
    [attemptId, flush],
  );

  return { answers, enhanced, state, message, change, offset };
}
