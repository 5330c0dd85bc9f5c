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
