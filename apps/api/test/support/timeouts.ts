import { availableParallelism } from 'node:os';

/**
 * A time limit stretched by the run's timeout factor: TEST_TIMEOUT_FACTOR, which vitest.config.ts decides
 * once at start (from the environment, CI and the machine's load) and hands to every test process.
 * Use it for every explicit wait or limit in the API and browser tests; never for a sleep.
 */
export function scaled(ms: number): number {
  const factor = Number(process.env.TEST_TIMEOUT_FACTOR);
  return Number.isFinite(factor) && factor > 0 ? Math.round(ms * factor) : ms;
}

/**
 * How many random cases a property test runs: `perCore` for each core of the machine, so a two-core machine
 * running the whole suite at once is not starved by the fuzz files while a larger one tries more cases.
 */
export const runsForThisMachine = (perCore: number) => perCore * Math.max(1, availableParallelism());
