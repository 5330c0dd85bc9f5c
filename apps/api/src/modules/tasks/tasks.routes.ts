import { type Capability, integerParam, rowIdParam } from '@trips/shared';
import { taskObjectKinds } from '@trips/shared/modules/tasks/tasks.constants';
import { objectTasks, taskBody, taskDetail, updateTaskBody } from '@trips/shared/modules/tasks/tasks.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { registerListResource } from '../../engine/list/routes.ts';
import { registerNotesRoutes } from '../../engine/notes/notes.routes.ts';
import type { Storage } from '../../engine/storage/storage.ts';
import { registerUploads } from '../../engine/storage/uploads.ts';
import { requireAuth } from '../../plugins/access-guard.ts';
import { createTaskNotesService } from './task-notes.service.ts';
import { tasksBinding } from './tasks.binding.ts';
import { createTasksService } from './tasks.service.ts';
import { taskSql } from './tasks.sql.ts';

const id = rowIdParam();
const params = z.object({ id });
const saved = z.object({ success: z.literal(true), messages: z.array(z.string()), task: taskDetail });
const access = (capability: Capability) => ({ access: { permission: 'tasks', capability } });
/** The rule of the tasks routes (the screens' tasks parts ask the same). */
export const taskAccess = access;

export interface TasksDeps {
  db: Database;
  storage: Storage;
  timeZone: string;
}

/** Tasks: the list (engine), detail, create, edit, delete, notes with files and an object's tasks. */
export function tasksRoutes({ db, storage, timeZone }: TasksDeps) {
  return async (app: FastifyInstance) => {
    const q = taskSql(timeZone);
    registerListResource(app, tasksBinding(timeZone), db);
    await registerUploads(app);
    const r = app.withTypeProvider<ZodTypeProvider>();
    const service = createTasksService(db, q, storage);
    const notes = createTaskNotesService(db, storage, (taskId) => service.detailOrThrow(db, taskId));
    const tags = ['tasks'];

    r.get(
      '/tasks/:id',
      {
        config: access('view'),
        schema: { tags, summary: 'Get a task', params, response: { 200: saved.omit({ messages: true }) } },
      },
      (req) => service.get(req.params.id),
    );
    r.post(
      '/tasks',
      {
        config: access('create'),
        schema: {
          tags,
          summary: 'Add a task',
          description:
            'The owner is notified unless they created it; `object: null` is a task about nothing.',
          body: taskBody,
          response: { 200: saved },
        },
      },
      (req) => service.create(requireAuth(req).userId, req.body),
    );
    r.put(
      '/tasks/:id',
      {
        config: access('edit'),
        schema: {
          tags,
          summary: 'Save a task',
          description:
            'Send the version read; another one is a 409. A closed status records who completed it and ' +
            'when; a new owner is notified.',
          params,
          body: updateTaskBody,
          response: { 200: saved },
        },
      },
      (req) => service.update(requireAuth(req).userId, req.params.id, req.body),
    );
    r.delete(
      '/tasks/:id',
      {
        config: access('edit'),
        schema: {
          tags,
          summary: 'Delete a task',
          description: 'Its notes and their files go with it.',
          params,
        },
      },
      (req) => service.remove(requireAuth(req).userId, req.params.id),
    );
    r.get(
      '/tasks/about/:type/:objectId',
      {
        config: { ...access('view'), answers: { 404: false } },
        schema: {
          tags,
          summary: 'List the tasks about a trip, provider or location',
          description:
            '25 a page in deadline order, with the counts of all, open and overdue tasks; an unknown object ' +
            'is a 400.',
          params: z.object({ type: z.enum(taskObjectKinds), objectId: id }),
          querystring: z.object({ page: integerParam(1, 100_000).default(1) }),
          response: { 200: objectTasks },
        },
      },
      (req) => service.forObject({ type: req.params.type, id: req.params.objectId }, req.query.page),
    );

    registerNotesRoutes(app, { base: '/tasks', access, tags, notes });
  };
}
