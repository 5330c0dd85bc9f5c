import { Worker } from 'node:worker_threads';
import { workerMessages as fails } from '@trips/shared/modules/jobs/jobs.messages';

export interface WorkerPoolOptions {
  /** The worker's entry: a `.mjs` file (see `ts-worker.mjs` for one that runs a TypeScript module). */
  entry: URL;
  /** Data the entry reads from `workerData` (e.g. which module to load). */
  workerData?: unknown;
  size: number;
  /** Past this a task's worker is ended and the task fails with a WorkerLimitError. */
  timeoutMs: number;
  /** The worker's heap limit: past it the worker dies and the task fails with a WorkerLimitError. */
  memoryMb: number;
}

/** A task stopped by the pool's limits (time or memory), not by its own code. */
export class WorkerLimitError extends Error {}

interface Task {
  message: unknown;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}
type Reply = { ok: true; value: unknown } | { ok: false; error: string };

/**
 * Runs CPU-heavy tasks on worker threads, so the event loop keeps answering other requests: at most `size`
 * at once, the rest queued. A task past its time or memory ends its worker (a fresh one takes its place on
 * the next task); idle workers do not keep the process alive.
 */
export function createWorkerPool(options: WorkerPoolOptions) {
  const idle: Worker[] = [];
  const queue: Task[] = [];
  let busy = 0;

  // A task's time starts once its worker has loaded its code: starting one is not the task's cost.
  const ready = new WeakMap<Worker, Promise<void>>();
  const spawn = () => {
    const worker = new Worker(options.entry, {
      workerData: options.workerData,
      resourceLimits: { maxOldGenerationSizeMb: options.memoryMb, maxYoungGenerationSizeMb: 16 },
    });
    ready.set(
      worker,
      new Promise((resolve, reject) => {
        worker.once('message', () => resolve());
        worker.once('error', reject);
      }),
    );
    return worker;
  };

  async function runOn(worker: Worker, task: Task) {
    busy++;
    worker.ref();
    try {
      await ready.get(worker);
    } catch (error) {
      busy--;
      task.reject(error as Error);
      return next();
    }
    let settled = false;
    const finish = (keep: boolean, outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      busy--;
      if (keep) {
        worker.unref();
        idle.push(worker);
      } else void worker.terminate();
      outcome();
      next();
    };
    const onMessage = (reply: Reply) =>
      finish(true, () => (reply.ok ? task.resolve(reply.value) : task.reject(new Error(reply.error))));
    const onError = (error: Error) =>
      finish(false, () =>
        task.reject(
          (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new WorkerLimitError(fails.outOfMemory)
            : error,
        ),
      );
    const onExit = (code: number) => onError(new Error(fails.stopped(code)));
    const timer = setTimeout(
      () => finish(false, () => task.reject(new WorkerLimitError(fails.tooLong))),
      options.timeoutMs,
    );
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    worker.postMessage(task.message);
  }

  function next() {
    while (queue.length > 0 && busy < options.size) void runOn(idle.pop() ?? spawn(), queue.shift()!);
  }

  return {
    run<T>(message: unknown): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queue.push({ message, resolve: resolve as (value: unknown) => void, reject });
        next();
      });
    },
    /** Ends every worker (tests, shutdown). */
    async close() {
      await Promise.all(idle.splice(0).map((w) => w.terminate()));
    },
  };
}

export type WorkerPool = ReturnType<typeof createWorkerPool>;

/** A pool whose workers answer with the default export of the TypeScript module at `module`. */
export const createTaskPool = (module: URL, limits: Omit<WorkerPoolOptions, 'entry' | 'workerData'>) =>
  createWorkerPool({
    entry: new URL('./ts-worker.mjs', import.meta.url),
    workerData: { module: module.href },
    ...limits,
  });
