import type { SerializedError } from 'vitest';
import type { Reporter, TestModule } from 'vitest/node';

/** Ends the run with one plain line, "N passed, N failed, N skipped", that any CI can read. */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>) {
    const totals = { passed: 0, failed: unhandledErrors.length, skipped: 0 };
    for (const module of modules) {
      // A file or suite whose hook failed carries the error and skips its tests: the failure is its own.
      const failedSuites = [module, ...module.children.allSuites()].filter((s) => s.errors().length);
      totals.failed += failedSuites.length;
      for (const test of module.children.allTests()) {
        const { state } = test.result();
        if (state === 'passed') totals.passed += 1;
        else if (state === 'skipped') totals.skipped += 1;
        else totals.failed += 1;
      }
    }
    process.stdout.write(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`);
  }
}
