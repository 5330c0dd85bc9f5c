import { getPriority } from 'node:os';
import { expect, it } from 'vitest';

it('runs test files at a lower priority than vitest’s own processes', () => {
  expect(getPriority()).toBeGreaterThanOrEqual(10);
  expect(getPriority(process.ppid)).toBeLessThan(getPriority());
});
