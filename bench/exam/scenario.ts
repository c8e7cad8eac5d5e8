/**
 * What each bench doctor does, and the clock of the run. Login comes first for everybody and is
 * setup, not measured (counted, so a failed login is seen). Then the exam minute, one pipeline per
 * doctor started at a random moment inside the spread: open the exam-info page, press Start (the
 * form POST, answered by a redirect to the attempt), open the attempt page, then every `interval`
 * (±25 %) save one answer through the JSON save path as use-answer-sync.ts does, and finally submit
 * from the review page's form. Early doctors therefore save while late ones start, as in a real
 * start minute.
 */
import { setTimeout as sleep } from "node:timers/promises";
import type { BenchDoctor } from "./doctor";
import type { PhaseSamples } from "./stats";

export type Plan = { spreadMs: number; saves: number; intervalMs: number; loginConcurrency: number; pages: boolean };
export type Paper = { examInfoPaths: string[]; questions: { id: number; type: "mcq" | "sba" }[]; password: string };

export const PHASES = ["exam-info page", "start (POST)", "attempt page", "save (JSON)", "submit (POST)"] as const;
type Phase = (typeof PHASES)[number] | "login (setup)";

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

async function sitExam(d: BenchDoctor, path: string, paper: Paper, plan: Plan, rec: Recorder): Promise<void> {
  await sleep(Math.random() * plan.spreadMs);
  if (plan.pages) {
    const info = await d.send("GET", path);
    rec.record("exam-info page", info.ms, info.status === 200, `${info.status} ${info.location ?? ""}`);
    if (info.status !== 200) return;
  }
  const start = await d.postForm(path, {});
  const attemptId = ATTEMPT.exec(start.location ?? "")?.[1];
  rec.record("start (POST)", start.ms, start.status === 302 && attemptId !== undefined, `${start.status} ${start.location}`);
  if (!attemptId) return;
  if (plan.pages) {
    const page = await d.send("GET", start.location!);
    rec.record("attempt page", page.ms, page.status === 200, `${page.status} ${page.location ?? ""}`);
  }
  for (let k = 0; k < plan.saves; k++) {
    await sleep(plan.intervalMs * (0.75 + Math.random() * 0.5));
    const q = paper.questions[Math.floor(Math.random() * paper.questions.length)]!;
    const save = await d.postJson(`/my/exam-attempts/${attemptId}/answers`, {
      answers: [{ question_id: q.id, answer: answerFor(q), client_at: new Date().toISOString() }],
    });
    rec.record("save (JSON)", save.ms, save.status === 200, `${save.status} ${save.body.slice(0, 160)}`);
  }
  await sleep(plan.intervalMs * (0.75 + Math.random() * 0.5));
  const submit = await d.postForm(`/my/exam-attempts/${attemptId}`, { intent: "submit" });
  rec.record("submit (POST)", submit.ms, submit.status === 302, `${submit.status} ${submit.body.slice(0, 120)}`);
}

export async function runScenario(doctors: BenchDoctor[], paper: Paper, plan: Plan, onExamStart: () => void) {
  const rec = new Recorder();
  const loginStarted = performance.now();
  await logInAll(doctors, plan, paper.password, rec);
  const loginSeconds = (performance.now() - loginStarted) / 1000;
  onExamStart();
  const examStarted = performance.now();
  await Promise.all(doctors.map((d, i) => sitExam(d, paper.examInfoPaths[i]!, paper, plan, rec)));
  return {
    login: rec.samples(["login (setup)"])[0]!,
    loginSeconds,
    examSeconds: (performance.now() - examStarted) / 1000,
    phases: rec.samples(plan.pages ? PHASES : PHASES.filter((p) => !p.endsWith("page"))),
    failures: rec.failures,
  };
}
