/**
 * Exam-day admission (decision 038): the API calls of exam-info, Start and the attempt page go
 * through one first-come-first-served queue per portal process, at most `concurrency` at a time.
 * A doctor who would wait longer than `maxWaitMs`, or finds the queue full, is not admitted and gets
 * the holding page instead of an error: their seat is kept and their clock has not started.
 */
import { config } from "~/lib/config.server";

/** Not admitted in time (or the queue was full): the caller answers the holding page. */
export class NotAdmitted extends Error {
  constructor() {
    super("exam admission queue is full or the wait ran out");
    this.name = "NotAdmitted";
  }
}

export type AdmissionLimits = { concurrency: number; queueLimit: number; maxWaitMs: number };
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
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(admitted), 1);
          reject(new NotAdmitted());
        }, maxWaitMs);
        waiting.push(admitted);
      });
    }
    try {
      return await work();
    } finally {
      release();
    }
  };
}

let processGate: Admit | undefined;
/** This process's gate, sized by EXAM_ADMISSION_* (docs/deployment.md). */
export const admitExamCall: Admit = (work) => {
  const c = config();
  processGate ??= admissionGate({
    concurrency: c.EXAM_ADMISSION_CONCURRENCY,
    queueLimit: c.EXAM_ADMISSION_QUEUE,
    maxWaitMs: c.EXAM_ADMISSION_MAX_WAIT_MS,
  });
  return processGate(work);
};
