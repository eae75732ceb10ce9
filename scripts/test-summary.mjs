// Prints one closing line for CI, "N passed, N failed", from the Vitest and Playwright JSON
// reports written by `npm test`. A suite that did not run counts as no tests.
import { existsSync, readFileSync } from "node:fs";

const read = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : null);

let passed = 0;
let failed = 0;
let skipped = 0;

const unit = read("test-results/unit.json");
if (unit) {
  passed += unit.numPassedTests ?? 0;
  failed += unit.numFailedTests ?? 0;
  skipped += (unit.numPendingTests ?? 0) + (unit.numTodoTests ?? 0);
}

const e2e = read("test-results/e2e.json");
if (e2e?.stats) {
  passed += e2e.stats.expected ?? 0;
  failed += (e2e.stats.unexpected ?? 0) + (e2e.stats.flaky ?? 0);
  skipped += e2e.stats.skipped ?? 0;
}

console.log(`unit: ${unit ? "ran" : "did not run"}; e2e: ${e2e ? "ran" : "did not run"}`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
