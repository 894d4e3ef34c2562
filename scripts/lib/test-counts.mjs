// Adds the counts of a test step's JSON report (jest, Playwright, the hosted run's summary) to a run's summary:
// shared by scripts/test.mjs and scripts/test-hosted.mjs.
import fs from 'node:fs';

/** { passed, failed, skipped } of each kind of report (null: no counts in it). */
const COUNTS = {
  jest: (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0), skipped: r.numPendingTests + (r.numTodoTests ?? 0) }),
  // Flaky tests passed on a retry.
  playwright: ({ stats }) => (stats ? { passed: stats.expected + (stats.flaky ?? 0), failed: stats.unexpected, skipped: stats.skipped } : null),
  hosted: (r) => ({ passed: r.passed, failed: r.failed, skipped: r.skipped ?? 0 }),
};

/**
 * Adds the passed, failed and skipped tests of the `kind` report in `file` to `summary` and returns them. Without a
 * readable report it returns null, and a step that failed (`stepOk` false) counts as one failure.
 */
export function addReport(summary, file, kind, stepOk = true) {
  let counts = null;
  try {
    const report = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (report) counts = COUNTS[kind](report);
  } catch {
    // missing or not JSON: no counts
  }
  if (counts) {
    summary.passed += counts.passed;
    summary.failed += counts.failed;
    summary.skipped += counts.skipped;
  } else if (!stepOk) summary.failed += 1;
  return counts;
}
