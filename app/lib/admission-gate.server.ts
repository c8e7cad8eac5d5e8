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

/** Not admitted in time (or the queue was full). */
export class NotAdmitted extends Error {
  constructor() {
    super("admission queue is full or the wait ran out");
    this.name = "NotAdmitted";
  }
}

export type AdmissionLimits = { concurrency: number; queueLimit: number; maxWaitMs?: number };
export type Admit = <T>(work: () => Promise<T>) => Promise<T>;

export function admissionGate({ concurrency, queueLimit, maxWaitMs }: AdmissionLimits): Admit {
  let running = 0;
  const waiting: Array<() => void> = [];
  // A finished call hands its slot straight to the longest waiter, so `running` only drops when no one waits.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  return async (work) => {
    if (running < concurrency) running++;
    else {
      if (waiting.length >= queueLimit) throw new NotAdmitted();
      await new Promise<void>((resolve, reject) => {
        const admitted = () => {
          clearTimeout(timer);
          resolve();
        };
        const timer =
          maxWaitMs === undefined
            ? undefined
            : setTimeout(() => {
                waiting.splice(waiting.indexOf(admitted), 1);
                reject(new NotAdmitted());
              }, maxWaitMs);
        waiting.push(admitted);
      });
    }
    try {
      return await admitted.run(true, work);
    } finally {
      release();
    }
  };
}
