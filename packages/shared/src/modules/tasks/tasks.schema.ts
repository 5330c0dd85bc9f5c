import { z } from 'zod';
import { integer, rowId } from '../../validation/numbers.ts';
import { fields, text } from '../../validation/zod.ts';
import { taskLimits, taskMessages, taskObjectKinds } from './tasks.constants.ts';

export { taskLimits };

const isDay = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
};
export const taskDay = text({ error: taskMessages.deadline }).refine(isDay, taskMessages.deadline);

/** The object a task is about; null is 'NA'. */
export const taskObject = z.object({ type: z.enum(taskObjectKinds), id: rowId() }).nullable();

export const taskBody = z.object({
  subject: fields.requiredText(taskLimits.subject),
  general_information: fields.optionalText(taskLimits.information).default(''),
  deadline: taskDay,
  owner_id: rowId(),
  status_id: rowId(),
  object: taskObject.default(null),
});
export const updateTaskBody = taskBody.extend({ version: integer(1) });
export type TaskBody = z.input<typeof taskBody>;
export type UpdateTaskBody = z.input<typeof updateTaskBody>;

export const taskDetail = z.object({
  id: z.number(),
  subject: z.string(),
  general_information: z.string(),
  deadline: z.string(),
  owner_id: z.number(),
  owner_name: z.string(),
  status_id: z.number(),
  status_name: z.string(),
  is_closed: z.boolean(),
  is_overdue: z.boolean(),
  object_type_id: z.number(),
  object_type_name: z.string(),
  object_id: z.number().nullable(),
  object_name: z.string().nullable(),
  created_by_id: z.number(),
  created_by_name: z.string(),
  created_on: z.string(),
  completed_by_name: z.string().nullable(),
  completed_at: z.string().nullable(),
  version: z.number(),
});
export type TaskDetail = z.infer<typeof taskDetail>;

export const taskRow = taskDetail.pick({
  id: true,
  subject: true,
  deadline: true,
  status_name: true,
  owner_name: true,
  object_type_id: true,
  object_type_name: true,
  object_id: true,
  object_name: true,
  created_by_name: true,
  created_on: true,
  is_overdue: true,
});
export type TaskRow = z.infer<typeof taskRow>;

/** An object's tasks (a provider's, a location's): a page of 25 with the counts its header shows. */
export const objectTasks = z.object({
  success: z.literal(true),
  items: z.array(taskRow),
  all_count: z.number(),
  pending_count: z.number(),
  overdue_count: z.number(),
  has_more: z.boolean(),
});
export type ObjectTasks = z.infer<typeof objectTasks>;
