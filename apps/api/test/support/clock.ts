import type { Clock } from '../../src/engine/jobs/clock.ts';

/** A clock that stands still until the test moves it, so schedules never wait on real time. */
export function manualClock(start = new Date()): Clock & { advance(ms: number): void } {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms) {
      now += ms;
    },
  };
}

/**
 * A manual clock a day ahead of real time. Jobs the app queues without a moment are due at real time, so they
 * must stay due by the test's clock however long the file takes on a busy machine.
 */
export const clockAheadOfRealTime = () => manualClock(new Date(Date.now() + 86_400_000));
