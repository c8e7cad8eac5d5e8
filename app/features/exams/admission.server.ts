/**
 * Exam-day admission (decision 038): the API calls of exam-info, Start and the attempt page go
 * through one first-come-first-served queue per portal process, at most `concurrency` at a time.
 * A doctor who would wait longer than `maxWaitMs`, or finds the queue full, is not admitted and gets
 * the holding page instead of an error: their seat is kept and their clock has not started.
 */
import { admissionGate, type Admit } from "~/lib/admission-gate.server";
import { config } from "~/lib/config.server";
import { examAdmissionWait, examAdmissionWaiting } from "~/lib/metrics.server";

export { admissionGate, NotAdmitted } from "~/lib/admission-gate.server";

let processGate: Admit | undefined;
/** This process's gate, sized by EXAM_ADMISSION_* (docs/deployment.md). */
export const admitExamCall: Admit = (work) => {
  const c = config();
  processGate ??= admissionGate({
    concurrency: c.EXAM_ADMISSION_CONCURRENCY,
    queueLimit: c.EXAM_ADMISSION_QUEUE,
    maxWaitMs: c.EXAM_ADMISSION_MAX_WAIT_MS,
    observe: {
      waited: (outcome, seconds) => examAdmissionWait.observe({ outcome }, seconds),
      queueLength: (waiting) => examAdmissionWaiting.set(waiting),
    },
  });
  return processGate(work);
};
