import { okEnvelope } from '@trips/shared/api/envelope';
import {
  countNewResponse,
  notificationIdBody,
  notificationsPage,
  notificationsQuery,
} from '@trips/shared/modules/notifications/notifications.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { requireAuth } from '../../plugins/access-guard.ts';
import { createNotificationsService } from './notifications.service.ts';

// Every signed-in user has a notification list of their own; the queries are scoped to that user.
const config = { access: 'authenticated' as const };
const tags = ['notifications'];
const done = { 200: okEnvelope };

export function notificationsRoutes({ db }: { db: Database }) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const service = createNotificationsService(db);
    const me = (req: Parameters<typeof requireAuth>[0]) => requireAuth(req).userId;

    r.get(
      '/notification/count-new',
      {
        config,
        schema: { tags, summary: 'Count my unread notifications', response: { 200: countNewResponse } },
      },
      (req) => service.countNew(me(req)),
    );

    r.post(
      '/notification/get',
      {
        config,
        schema: {
          tags,
          summary: 'List my notifications, newest first, a page at a time',
          body: notificationsQuery,
          response: { 200: notificationsPage },
        },
      },
      (req) => service.page(me(req), req.body.page, req.body.count),
    );

    r.post(
      '/notification/mark-as-read',
      {
        config,
        schema: {
          tags,
          summary: 'Mark one of my notifications read',
          body: notificationIdBody,
          response: done,
        },
      },
      (req) => service.markAsRead(me(req), req.body.id),
    );

    r.post(
      '/notification/mark-all-as-read',
      { config, schema: { tags, summary: 'Mark all my notifications read', response: done } },
      (req) => service.markAllAsRead(me(req)),
    );

    r.post(
      '/notification/delete',
      {
        config,
        schema: { tags, summary: 'Delete one of my notifications', body: notificationIdBody, response: done },
      },
      (req) => service.remove(me(req), req.body.id),
    );

    r.post(
      '/notification/delete-all',
      { config, schema: { tags, summary: 'Delete all my notifications', response: done } },
      (req) => service.removeAll(me(req)),
    );
  };
}
