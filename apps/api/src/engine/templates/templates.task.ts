import type { TemplateData } from '@trips/shared/templates/examples';
import type { TemplateVariable } from '@trips/shared/templates/variables';
import { checkTexts, renderTexts, type TemplateTexts } from './render.ts';

export type TemplateTask =
  | { op: 'check'; texts: TemplateTexts; variables: readonly TemplateVariable[] }
  | { op: 'render'; texts: TemplateTexts; context: TemplateData };

/** What a template worker does with each message (see apart.ts). */
export default function handle(task: TemplateTask) {
  return task.op === 'check' ? checkTexts(task.texts, task.variables) : renderTexts(task.texts, task.context);
}
