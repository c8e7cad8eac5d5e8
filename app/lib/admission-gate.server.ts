/**
 * A first-come-first-served gate: at most `concurrency` pieces of work run at once in this process,
 * the rest wait in arrival order. Past `queueLimit` waiters, or after `maxWaitMs` of waiting, a
 * caller is refused with `NotAdmitted`; without `maxWaitMs` it waits as long as it takes. Used for
 * exam-day admission (decision 038) and for every API call the portal makes (decision 042).
 */
import { AsyncLocalStorage } from "node:async_hooks";

const admitted = new AsyncLocalStorage<true>();
/**
 * True inside work a gate has admitted. The API-call gate lets such work through at once: an exam
 * call admitted by the exam gate must not queue a second time, or a held doctor's wait (decision 038)
 * would have no bound.
 */
export const insideAdmittedWork = () => admitted.getStore() === true;

/** How a call's wait for a slot ended. */
export type AdmissionOutcome = "admitted" | "queue_full" | "wait_over";

/** Not admitted in time (`wait_over`), or the queue was full. */
export class NotAdmitted extends Error {
  constructor(readonly reason: Exclude<AdmissionOutcome, "admitted">) {
    super(reason === "queue_full" ? "admission queue is full" : "admission wait ran out");
    this.name = "NotAdmitted";
  }
}

/** Told of every call's wait (0 s when a slot was free) and of the queue's length whenever it changes: for metrics. */
export type AdmissionObserver = {
  waited(outcome: AdmissionOutcome, seconds: number): void;
  queueLength(waiting: number): void;
};

export type AdmissionLimits = { concurrency: number; queueLimit: number; maxWaitMs?: number; observe?: AdmissionObserver };
export type Admit = <T>(work: () => Promise<T>) => Promise<T>;

export function admissionGate({ concurrency, queueLimit, maxWaitMs, observe }: AdmissionLimits): Admit {
  let running = 0;
  const waiting: Array<() => void> = [];
  const waited = (outcome: AdmissionOutcome, since: number) => observe?.waited(outcome, (performance.now() - since) / 1000);
  // A finished call hands its slot straight to the longest waiter, so `running` only drops when no one waits.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  return async (work) => {
    const arrived = performance.now();
    if (running < concurrency) {
      running++;
      waited("admitted", arrived);
    } else {
      if (waiting.length >= queueLimit) {
        waited("queue_full", arrived);
        throw new NotAdmitted("queue_full");
      }
      await new Promise<void>((resolve, reject) => {
        const admitted = () => {
          clearTimeout(timer);
          observe?.queueLength(waiting.length);
          waited("admitted", arrived);
          resolve();
        };
        const timer =
          maxWaitMs === undefined
            ? undefined
            : setTimeout(() => {
                waiting.splice(waiting.indexOf(admitted), 1);
                observe?.queueLength(waiting.length);
                waited("wait_over", arrived);
                reject(new NotAdmitted("wait_over"));
              }, maxWaitMs);
        waiting.push(admitted);
        observe?.queueLength(waiting.length);
      });
    }
    try {
      return await admitted.run(true, work);
    } finally {
      release();
    }
  };
}
