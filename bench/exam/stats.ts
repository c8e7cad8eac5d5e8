/** Latency figures of `npm run bench:exam`: percentiles per phase and the Markdown table they make. */

export type PhaseSamples = { name: string; latenciesMs: number[]; errors: number; wallMs: number };

export type PhaseRow = {
  name: string;
  count: number;
  errors: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
};

/** Nearest-rank percentile (the smallest sample with at least p % of the samples at or below it); NaN when empty. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function summarise({ name, latenciesMs, errors, wallMs }: PhaseSamples): PhaseRow {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  return {
    name,
    count: sorted.length,
    errors,
    perSecond: wallMs > 0 ? (sorted.length * 1000) / wallMs : 0,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1]! : NaN,
  };
}

const ms = (n: number) => (Number.isNaN(n) ? "–" : String(Math.round(n)));

export function phaseTable(rows: readonly PhaseRow[]): string {
  return [
    "| phase | requests | errors | req/s | p50 ms | p95 ms | p99 ms | max ms |",
    "|---|---:|---:|---:|---:|---:|---:|---:|",
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.count} | ${r.errors} | ${r.perSecond.toFixed(1)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${ms(r.max)} |`,
    ),
  ].join("\n");
}
