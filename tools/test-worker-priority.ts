// Test workers (and the servers and browsers they start) yield to vitest's own processes: on a machine
// with more work than cores, a main process starved for a minute misses a worker's report and vitest
// fails the run with "Timeout calling onTaskUpdate" although every test passed.
import { setPriority } from 'node:os';

setPriority(process.pid, 10);
