// Reads the JSON reports tests/run.sh leaves in test-results/ and prints the closing line CI reads,
// preceded by one line of stage times (test-results/stage-times.tsv, plus the install and the whole
// run as .ci/run measured them), so a slow stage shows next to the result.
import { existsSync, readFileSync } from "node:fs";

const exitStatus = Number(process.argv[2] ?? 0);
const [installSeconds, totalSeconds] = process.argv.slice(3, 5).map(Number);
const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined);
let passed = 0;
let failed = 0;
let skipped = 0;

for (const file of [
  "test-results/vitest-pglite.json",
  "test-results/vitest-postgres.json",
  "test-results/vitest-faults.json",
  "test-results/vitest-faults-start.json",
  "test-results/vitest-cluster-faults.json",
]) {
  const r = read(file);
  if (!r) continue;
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + r.numTodoTests;
  // A test file that fails to load has no failed test in it, but it is a failure all the same.
  failed += r.testResults.filter((f) => f.status === "failed" && !f.assertionResults.some((a) => a.status === "failed")).length;
}

for (const pw of [
  read("test-results/playwright.json"),
  read("test-results/playwright-cluster.json"),
  read("test-results/playwright-compose.json"),
]) {
  if (!pw) continue;
  passed += pw.stats.expected + pw.stats.flaky;
  failed += pw.stats.unexpected;
  skipped += pw.stats.skipped;
  // Global setup or the web server failing leaves errors but no failed test.
  if (pw.stats.unexpected === 0 && pw.errors?.length) failed += pw.errors.length;
}

const stageTimes = existsSync("test-results/stage-times.tsv")
  ? readFileSync("test-results/stage-times.tsv", "utf8")
      .trim()
      .split("\n")
      .filter(Boolean)
      .map((line) => {
        const [seconds, status, name] = line.split("\t");
        return `${name} ${seconds} s${status === "ok" ? "" : ` (${status})`}`;
      })
  : [];
if (installSeconds !== undefined) stageTimes.unshift(`npm ci ${installSeconds} s`);
if (totalSeconds !== undefined) stageTimes.push(`whole run ${totalSeconds} s (${Math.round(totalSeconds / 6) / 10} min)`);
if (stageTimes.length) console.log(`stage times: ${stageTimes.join(" · ")}`);

// A stage that fails before any report exists (typecheck, install) still has to show as a failure.
if (exitStatus !== 0 && failed === 0) {
  console.log("a stage failed before reporting any test (see the log above)");
  failed = 1;
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
