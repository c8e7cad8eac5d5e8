/** The bench:exam results: the heading with the run's facts and the table, into docs/benchmarks.md and bench/results/exam.json. */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import { phaseTable, type PhaseRow } from "./stats";

const DOC = "docs/benchmarks.md";
/** One table for the full start minute, one for the POST and JSON paths alone (--no-pages). */
const marks = (pages: boolean) => {
  const variant = pages ? "" : " (no pages)";
  return [`<!-- bench:exam results${variant} -->`, `<!-- /bench:exam results${variant} -->`] as const;
};

export type RunFacts = {
  command: string;
  doctors: number;
  saves: number;
  spreadS: number;
  intervalS: number;
  loginSeconds: number;
  loginErrors: number;
  examSeconds: number;
  loadBefore: number;
  loadAfter: number;
  pgConnectionsMax: number;
  pgActiveMax: number;
  portalWorkers: number;
  pages: boolean;
  /** CPU spent during the exam part, per tier (bench/exam/cpu.ts). */
  cpuSeconds: { portal: number; api: number; postgres: number; generator: number };
};

export function resultText(rows: PhaseRow[], f: RunFacts): string {
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? "unknown cpu"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB`;
  const errors = rows.reduce((n, r) => n + r.errors, 0);
  const requests = rows.reduce((n, r) => n + r.count + r.errors, 0);
  const c = f.cpuSeconds;
  const perRequest = (s: number) => ((1000 * s) / Math.max(1, requests)).toFixed(1);
  return [
    `Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on ${machine}, Node ${process.version}, ` +
      `load generator, portal (${f.portalWorkers} workers), API and PostgreSQL on the same cores; ` +
      `load average ${f.loadBefore.toFixed(1)} before the exam minute, ${f.loadAfter.toFixed(1)} after it.`,
    "",
    `\`${f.command}\`: ${f.doctors} doctors logged in (setup: ${f.loginSeconds.toFixed(0)} s, ${f.loginErrors} failed), ` +
      `then ${f.pages ? "opened the exam-info page, " : ""}started within ${f.spreadS} s, ${f.pages ? "opened the attempt page, " : ""}saved ${f.saves} answers each about every ${f.intervalS} s, and submitted; ` +
      `the exam part took ${f.examSeconds.toFixed(0)} s. PostgreSQL connections of the bench database: at most ` +
      `${f.pgConnectionsMax} open, ${f.pgActiveMax} running a query at once. **Errors: ${errors}.**`,
    "",
    phaseTable(rows),
    "",
    `CPU spent during the exam part (${requests} requests): portal ${c.portal.toFixed(1)} s (${perRequest(c.portal)} ms a request), ` +
      `API ${c.api.toFixed(1)} s (${perRequest(c.api)} ms), PostgreSQL backends ${c.postgres.toFixed(1)} s (${perRequest(c.postgres)} ms), ` +
      `load generator ${c.generator.toFixed(1)} s (${perRequest(c.generator)} ms).`,
  ].join("\n");
}

export function writeResults(text: string, rows: PhaseRow[], facts: RunFacts): void {
  mkdirSync("bench/results", { recursive: true });
  writeFileSync(
    `bench/results/exam${facts.pages ? "" : "-no-pages"}.json`,
    JSON.stringify({ date: new Date().toISOString(), facts, rows }, null, 2) + "\n",
  );
  const [MARK_START, MARK_END] = marks(facts.pages);
  const doc = readFileSync(DOC, "utf8");
  const start = doc.indexOf(MARK_START);
  const end = doc.indexOf(MARK_END);
  if (start === -1 || end < start) throw new Error(`${DOC} lacks the ${MARK_START} … ${MARK_END} markers`);
  writeFileSync(DOC, `${doc.slice(0, start + MARK_START.length)}\n${text}\n${doc.slice(end)}`);
}
