// One rule for every wait in the browser tests and the API tests: a quiet machine's time × the run's factor.
export { scaled } from '../../apps/api/test/support/timeouts.ts';
