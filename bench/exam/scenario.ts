/**
 * What each bench doctor does, and the clock of the run. Login comes first for everybody and is
 * setup, not measured (counted, so a failed login is seen). Then the exam minute, one pipeline per
 * doctor started at a random moment inside the spread: open the exam-info page, press Start (the
 * form POST, answered by a redirect to the attempt), open the attempt page, then every `interval`
 * (±25 %) save one answer through the JSON save path as use-answer-sync.ts does, and finally submit
 * from the review page's form. Early doctors therefore save while late ones start, as in a real
 * start minute.
 *
 * A step answered by the holding page (decision 038: a redirect to /my/exam-wait) is followed as a
 * browser without JavaScript follows it: open the holding page, wait out its Refresh, and ask for
 * the exam-info page (or the attempt page) again; a held Start is pressed again from exam-info.
 * Waiting is not an error. Time to paper runs from first opening exam-info to having the attempt page.
 * A save answered 503 ("try again later") is sent again after 5 s, as the page's answer queue does
 * (use-answer-sync.ts keeps it in the browser and retries): each such answer is counted in its own row,
 * and only a save that never gets through, or any other failure, is an error. A held submit is waited
 * out and posted again (the bench skips reopening the paper in between).
 */
import { setTimeout as sleep } from "node:timers/promises";
import type { Answer, BenchDoctor } from "./doctor";
import type { PhaseSamples } from "./stats";
import type { Sitting } from "./verify";

export type Plan = { spreadMs: number; saves: number; intervalMs: number; loginConcurrency: number; pages: boolean };
export type Paper = { examInfoPaths: string[]; questions: { id: number; type: "mcq" | "sba" }[]; password: string };

export const PHASES = [
  "exam-info page",
  "start (POST)",
  "attempt page",
  "holding page",
  "save (JSON)",
  "save resent after 503",
  "submit (POST)",
] as const;
/** The phases that are pages a doctor opens (left out with --no-pages). */
const PAGES: readonly string[] = ["exam-info page", "attempt page"];
type Phase = (typeof PHASES)[number] | "login (setup)" | "time to paper";

export class Recorder {
  private readonly phases = new Map<Phase, { ms: number[]; errors: number; first: number; last: number }>();
  readonly failures: string[] = [];

  record(phase: Phase, ms: number, ok: boolean, detail: string): void {
    const now = performance.now();
    let p = this.phases.get(phase);
    if (!p) this.phases.set(phase, (p = { ms: [], errors: 0, first: now - ms, last: now }));
    p.first = Math.min(p.first, now - ms);
    p.last = Math.max(p.last, now);
    if (ok) p.ms.push(ms);
    else {
      p.errors++;
      if (this.failures.length < 20) this.failures.push(`${phase}: ${detail}`);
    }
  }

  samples(names: readonly Phase[]): PhaseSamples[] {
    return names.map((name) => {
      const p = this.phases.get(name);
      return { name, latenciesMs: p?.ms ?? [], errors: p?.errors ?? 0, wallMs: p ? p.last - p.first : 0 };
    });
  }
}

const ATTEMPT = /^\/my\/exam-attempts\/(\d+)$/;
const MCQ = "TF.";

function answerFor(q: { type: "mcq" | "sba" }): string {
  if (q.type === "sba") return "ABCDE"[Math.floor(Math.random() * 5)]!;
  return Array.from({ length: 5 }, () => MCQ[Math.floor(Math.random() * 3)]).join("");
}

export async function logInAll(doctors: BenchDoctor[], plan: Plan, password: string, rec: Recorder): Promise<void> {
  let next = 0;
  const worker = async () => {
    for (let d = doctors[next++]; d; d = doctors[next++]) {
      const a = await d.postForm("/login", { phone: d.phone, password, next: "", contact_me_by_fax_only: "" });
      rec.record("login (setup)", a.ms, a.status === 302, `${a.status} ${a.body.slice(0, 120)}`);
    }
  };
  await Promise.all(Array.from({ length: plan.loginConcurrency }, worker));
}

const HOLDING = /^\/my\/exam-wait\?/;
/** use-answer-sync.ts's RETRY_MS, and how often a 503 save is sent again before it counts as an error. */
const SAVE_RETRY_MS = 5_000;
const MAX_SAVE_RESENDS = 12;
/** More holds than this for one doctor is a queue that never moves: an error. */
const MAX_HOLDS = 40;

/**
 * "served" for an answer that is not the holding page; "waited" once its Refresh has been waited
 * out; "failed" when the holding page itself failed (recorded as such).
 */
async function followHolding(d: BenchDoctor, answer: Answer, rec: Recorder): Promise<"served" | "waited" | "failed"> {
  if (answer.status !== 302 || !HOLDING.test(answer.location ?? "")) return "served";
  const page = await d.send("GET", answer.location!);
  const seconds = Number(/^(\d+)/.exec(page.refresh ?? "")?.[1]);
  const ok = page.status === 200 && seconds > 0;
  rec.record("holding page", page.ms, ok, `${page.status} refresh=${page.refresh}${page.status ? "" : ` ${page.body}`}`);
  if (!ok) return "failed";
  await sleep(seconds * 1000);
  return "waited";
}

/** Exam-info (with pages), Start and the attempt page, each held as often as the portal says; the attempt id, or null after an error. */
async function reachPaper(d: BenchDoctor, path: string, plan: Plan, rec: Recorder): Promise<string | null> {
  for (let holds = 0; holds <= MAX_HOLDS; holds++) {
    if (plan.pages) {
      const info = await d.send("GET", path);
      const held = await followHolding(d, info, rec);
      if (held === "waited") continue;
      if (held === "failed") return null;
      rec.record(
        "exam-info page",
        info.ms,
        info.status === 200,
        `${info.status} ${info.location ?? (info.status ? "" : info.body)}`,
      );
      if (info.status !== 200) return null;
    }
    const start = await d.postForm(path, {});
    const held = await followHolding(d, start, rec);
    if (held === "waited") continue;
    if (held === "failed") return null;
    const attemptId = ATTEMPT.exec(start.location ?? "")?.[1];
    rec.record(
      "start (POST)",
      start.ms,
      start.status === 302 && attemptId !== undefined,
      `${start.status} ${start.location ?? (start.status ? "" : start.body)}`,
    );
    if (!attemptId) return null;
    for (; plan.pages && holds <= MAX_HOLDS; holds++) {
      const page = await d.send("GET", start.location!);
      const pageHeld = await followHolding(d, page, rec);
      if (pageHeld === "waited") continue;
      if (pageHeld === "failed") return null;
      rec.record(
        "attempt page",
        page.ms,
        page.status === 200,
        `${page.status} ${page.location ?? (page.status ? "" : page.body)}`,
      );
      return page.status === 200 ? attemptId : null;
    }
    return plan.pages ? null : attemptId;
  }
  rec.record("holding page", 0, false, `held more than ${MAX_HOLDS} times`);
  return null;
}

/** The questions a save's 200 names as stored. */
const storedIn = (body: string): number[] => (JSON.parse(body) as { saved: number[] }).saved;

/** One doctor's minute; what they were told was saved (checked against the database afterwards, verify.ts), or null without a paper. */
async function sitExam(d: BenchDoctor, path: string, paper: Paper, plan: Plan, rec: Recorder): Promise<Sitting | null> {
  await sleep(Math.random() * plan.spreadMs);
  const opened = performance.now();
  const attemptId = await reachPaper(d, path, plan, rec);
  if (!attemptId) return null;
  rec.record("time to paper", performance.now() - opened, true, "");
  const sitting: Sitting = { attemptId: Number(attemptId), saved: new Map(), submitted: false };
  for (let k = 0; k < plan.saves; k++) {
    await sleep(plan.intervalMs * (0.75 + Math.random() * 0.5));
    const q = paper.questions[Math.floor(Math.random() * paper.questions.length)]!;
    const answer = answerFor(q);
    const body = { answers: [{ question_id: q.id, answer, client_at: new Date().toISOString() }] };
    let save = await d.postJson(`/my/exam-attempts/${attemptId}/answers`, body);
    for (let resent = 0; save.status === 503 && resent < MAX_SAVE_RESENDS; resent++) {
      rec.record("save resent after 503", save.ms, true, "");
      await sleep(SAVE_RETRY_MS);
      save = await d.postJson(`/my/exam-attempts/${attemptId}/answers`, body);
    }
    rec.record("save (JSON)", save.ms, save.status === 200, `${save.status} ${save.body.slice(0, 160)}`);
    // Told saved only when the answer names the question as stored, as the page reads it (decision 095).
    if (save.status === 200 && storedIn(save.body).includes(q.id)) sitting.saved.set(q.id, answer);
  }
  await sleep(plan.intervalMs * (0.75 + Math.random() * 0.5));
  for (let holds = 0; holds <= MAX_HOLDS; holds++) {
    const submit = await d.postForm(`/my/exam-attempts/${attemptId}`, { intent: "submit" });
    const held = await followHolding(d, submit, rec);
    if (held === "waited") continue;
    if (held === "failed") return sitting;
    rec.record("submit (POST)", submit.ms, submit.status === 302, `${submit.status} ${submit.body.slice(0, 120)}`);
    sitting.submitted = submit.status === 302;
    return sitting;
  }
  rec.record("holding page", 0, false, `submit held more than ${MAX_HOLDS} times`);
  return sitting;
}

export async function runScenario(doctors: BenchDoctor[], paper: Paper, plan: Plan, onExamStart: () => void) {
  const rec = new Recorder();
  const loginStarted = performance.now();
  await logInAll(doctors, plan, paper.password, rec);
  const loginSeconds = (performance.now() - loginStarted) / 1000;
  onExamStart();
  const examStarted = performance.now();
  const sittings = await Promise.all(doctors.map((d, i) => sitExam(d, paper.examInfoPaths[i]!, paper, plan, rec)));
  return {
    login: rec.samples(["login (setup)"])[0]!,
    loginSeconds,
    examSeconds: (performance.now() - examStarted) / 1000,
    phases: rec.samples(plan.pages ? PHASES : PHASES.filter((p) => !PAGES.includes(p))),
    timeToPaper: rec.samples(["time to paper"])[0]!,
    failures: rec.failures,
    sittings: sittings.filter((s) => s !== null),
  };
}
