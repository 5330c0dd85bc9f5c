import { afterAll, describe, expect, it } from 'vitest';
import { createTaskPool, WorkerLimitError } from '../src/engine/workers/pool.ts';

describe('the worker pool', () => {
  const pool = createTaskPool(new URL('./support/pool-task.ts', import.meta.url), {
    size: 2,
    timeoutMs: 2_000,
    memoryMb: 32,
  });
  afterAll(() => pool.close());

  it('answers tasks on worker threads, more than its size queued', async () => {
    const values = ['a', 'b', 'c', 'd', 'e'];
    expect(await Promise.all(values.map((value) => pool.run({ op: 'echo', value })))).toEqual(
      values.map((v) => `echo: ${v}`),
    );
  });

  it('ends a task past its time and one past its memory, and goes on with the next', async () => {
    await expect(pool.run({ op: 'spin' })).rejects.toBeInstanceOf(WorkerLimitError);
    await expect(pool.run({ op: 'grow' })).rejects.toBeInstanceOf(WorkerLimitError);
    expect(await pool.run({ op: 'echo', value: 'after' })).toBe('echo: after');
  });
});
