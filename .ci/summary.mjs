// Reads the JSON reports tests/run.sh leaves in test-results/ and prints the closing line CI reads.
import { existsSync, readFileSync } from "node:fs";

const exitStatus = Number(process.argv[2] ?? 0);
const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined);
let passed = 0;
let failed = 0;
let skipped = 0;

for (const file of ["test-results/vitest-pglite.json", "test-results/vitest-postgres.json", "test-results/vitest-faults.json"]) {
  const r = read(file);
  if (!r) continue;
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + r.numTodoTests;
  // A test file that fails to load has no failed test in it, but it is a failure all the same.
  failed += r.testResults.filter((f) => f.status === "failed" && !f.assertionResults.some((a) => a.status === "failed")).length;
}

const pw = read("test-results/playwright.json");
if (pw) {
  passed += pw.stats.expected + pw.stats.flaky;
  failed += pw.stats.unexpected;
  skipped += pw.stats.skipped;
  // Global setup or the web server failing leaves errors but no failed test.
  if (pw.stats.unexpected === 0 && pw.errors?.length) failed += pw.errors.length;
}

// A stage that fails before any report exists (typecheck, install) still has to show as a failure.
if (exitStatus !== 0 && failed === 0) {
  console.log("a stage failed before reporting any test (see the log above)");
  failed = 1;
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
