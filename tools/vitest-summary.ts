import { basename } from 'node:path';
import type { SerializedError } from 'vitest';
import type { Reporter, TestModule } from 'vitest/node';

/** The `count` files that took longest, with their seconds (what balances the browser lanes). */
function slowest(modules: ReadonlyArray<TestModule>, count: number) {
  return [...modules]
    .map((module) => ({ name: basename(module.moduleId), ms: module.diagnostic().duration }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map(({ name, ms }) => `${name} ${Math.round(ms / 1000)} s`)
    .join(', ');
}

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
    process.stdout.write(`slowest files: ${slowest(modules, 5)}\n`);
  }
}
