import type { RunnerTask, RunnerTestFile } from 'vitest';
import type { Reporter } from 'vitest/reporters';

function count(tasks: RunnerTask[], totals: { passed: number; failed: number; skipped: number }) {
  for (const task of tasks) {
    if (task.type === 'suite') {
      // A suite whose hook failed carries the error and skips its tests: the failure is the suite's.
      if (task.result?.errors?.length) totals.failed += 1;
      count(task.tasks, totals);
    } else if (task.mode === 'skip' || task.mode === 'todo') totals.skipped += 1;
    else if (task.result?.state === 'pass') totals.passed += 1;
    else totals.failed += 1;
  }
}

/** Ends the run with one plain line, "N passed, N failed, N skipped", that any CI can read. */
export default class SummaryReporter implements Reporter {
  onFinished(files: RunnerTestFile[] = [], errors: unknown[] = []) {
    const totals = { passed: 0, failed: 0, skipped: 0 };
    for (const file of files) {
      if (file.result?.state === 'fail' && file.tasks.length === 0) totals.failed += 1;
      count(file.tasks, totals);
    }
    totals.failed += errors.length;
    process.stdout.write(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`);
  }
}
