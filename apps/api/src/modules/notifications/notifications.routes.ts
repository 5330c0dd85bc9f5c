import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { requireAuth } from '../../plugins/access-guard.ts';

export function notificationsRoutes({ db }: { db: Database }) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/notification/count-new',
      {
        config: { access: 'authenticated' },
        schema: { tags: ['notifications'], response: { 200: z.object({ count: z.number() }) } },
      },
      async (req) => {
        const row = await db
          .selectFrom('notifications')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('user_id', '=', requireAuth(req).userId)
          .where('is_read', '=', 0)
          .executeTakeFirstOrThrow();
        return { count: Number(row.count) };
      },
    );
  };
}
