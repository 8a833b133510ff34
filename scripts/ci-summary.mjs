#!/usr/bin/env node
// Totals Vitest JSON reports into CI's one closing line. Each argument is `report.json:exitCode`.
// A report that is missing (its suite never ran, e.g. lint failed first) counts as one failure, and so
// does a run that exited non-zero with no failed test in its report (e.g. an unhandled error), so a
// broken step can never look green.
import fs from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
for (const arg of process.argv.slice(2)) {
  const separator = arg.lastIndexOf(':');
  const file = separator > 0 ? arg.slice(0, separator) : arg;
  const exitCode = separator > 0 ? Number(arg.slice(separator + 1)) : 0;
  if (!fs.existsSync(file)) {
    console.info(`ci: ${file} is missing (its suite did not run)`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  let reportFailed = report.numFailedTests ?? 0;
  // A file that failed to load has no tests but still failed.
  reportFailed += (report.testResults ?? []).filter(
    (r) => r.status === 'failed' && (r.assertionResults ?? []).length === 0,
  ).length;
  if (exitCode !== 0 && reportFailed === 0) {
    console.info(
      `ci: ${file}: the run exited ${exitCode} with no failed test (an unhandled error): counted as a failure`,
    );
    reportFailed = 1;
  }
  passed += report.numPassedTests ?? 0;
  failed += reportFailed;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}
console.info(`ci: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
