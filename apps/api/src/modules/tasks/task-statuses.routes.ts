import { taskStatusesBody } from '@trips/shared/modules/tasks/tasks.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { requireAuth } from '../../plugins/access-guard.ts';
import { createTaskStatusesService } from './task-statuses.service.ts';

const statuses = z.object({
  success: z.literal(true),
  messages: z.array(z.string()).optional(),
  version: z.number(),
  statuses: z.array(z.object({ id: z.number(), name: z.string(), is_closed: z.boolean(), sort: z.number() })),
});
const tags = ['tasks'];

/** /tasks-settings: the task statuses, read and saved at once (permission tasks_settings). */
export function taskStatusesRoutes({ db }: { db: Database }) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const settings = createTaskStatusesService(db);
    r.get(
      '/task-statuses',
      {
        config: { access: { permission: 'tasks_settings', capability: 'view' } },
        schema: { tags, response: { 200: statuses } },
      },
      () => settings.list(),
    );
    r.put(
      '/task-statuses',
      {
        config: { access: { permission: 'tasks_settings', capability: 'edit' } },
        schema: { tags, body: taskStatusesBody, response: { 200: statuses } },
      },
      (req) => settings.save(requireAuth(req).userId, req.body),
    );
  };
}
