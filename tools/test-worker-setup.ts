// Set up in every test worker.
import { setPriority } from 'node:os';
import { expect } from 'vitest';

// Workers (and the servers and browsers they start) yield to vitest's own processes, which must answer
// a worker's reports within 60 s on a machine with more work than cores.
setPriority(process.pid, 10);

// A worker whose event loop is blocked for a minute misses vitest's answer to its report and fails a green
// run with "Timeout calling onTaskUpdate": say which test held the loop, long before that.
const blockedWarning = 20_000;
// Once a worker: the API and browser files share their worker, and it runs this file again before each of them.
const watched = globalThis as { eventLoopWatched?: boolean };
if (!watched.eventLoopWatched) {
  watched.eventLoopWatched = true;
  let last = Date.now();
  setInterval(() => {
    const now = Date.now();
    if (now - last > blockedWarning) {
      const test = expect.getState().currentTestName ?? 'between tests';
      console.warn(`event loop blocked for ${now - last} ms in ${expect.getState().testPath}: ${test}`);
    }
    last = now;
  }, 1000).unref();
}
