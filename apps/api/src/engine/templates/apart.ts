import { availableParallelism } from 'node:os';
import type { TemplateData } from '@trips/shared/templates/examples';
import { emailTemplateMessages as m } from '@trips/shared/templates/messages';
import type { TemplateVariable } from '@trips/shared/templates/variables';
import { createTaskPool, WorkerLimitError } from '../workers/pool.ts';
import type {
  checkTexts as checkHere,
  renderTexts as renderHere,
  TemplateProblems,
  TemplateTexts,
} from './render.ts';
import type { TemplateTask } from './templates.task.ts';

/** Past the render limit of Liquid itself (`TEMPLATE_RENDER_LIMIT_MS`): parsing and analysis count too. */
const hardLimitMs = Math.max(2_000, 6 * (Number(process.env.TEMPLATE_RENDER_LIMIT_MS) || 300));

// Staff write templates: reading, checking and rendering one runs on worker threads, so a heavy or hostile
// text never holds the event loop every other request waits on.
const pool = createTaskPool(new URL('./templates.task.ts', import.meta.url), {
  size: Math.max(1, Math.min(4, availableParallelism() - 1)),
  timeoutMs: hardLimitMs,
  memoryMb: 96,
});

/** A task the pool ended is a problem of the body, as the render limits are. */
async function apart<T>(task: TemplateTask, limited: () => T): Promise<T> {
  try {
    return await pool.run<T>(task);
  } catch (error) {
    if (error instanceof WorkerLimitError) return limited();
    throw error;
  }
}

const tooHeavy = (): TemplateProblems => ({ body: m.tooHeavy(1) });

/** `checkTexts` of render.ts, on a worker thread. */
export const checkTexts = (
  texts: TemplateTexts,
  variables: readonly TemplateVariable[],
): Promise<ReturnType<typeof checkHere>> => apart({ op: 'check', texts, variables }, tooHeavy);

/** `renderTexts` of render.ts, on a worker thread. */
export const renderTexts = (texts: TemplateTexts, context: TemplateData): ReturnType<typeof renderHere> =>
  apart({ op: 'render', texts, context }, () => ({ problems: tooHeavy() }));
