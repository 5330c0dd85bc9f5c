import { uiLanguages } from '@trips/shared/modules/users/language';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { requireAuth } from '../../plugins/access-guard.ts';

const language = z.enum(uiLanguages).nullable();
const body = z.object({ language });
const answer = z.object({ success: z.literal(true), language });

/** Each user's own interface language: any signed-in user sets it, for themselves only. */
export function languageRoutes({ db }: { db: Database }) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().put(
      '/profile/language',
      {
        config: { access: 'authenticated' },
        schema: {
          tags: ['users'],
          summary: 'Set my interface language',
          description:
            'English or Spanish for every screen and message; null follows the browser’s language.',
          body,
          response: { 200: answer },
        },
      },
      async (req) => {
        await db
          .updateTable('users')
          .set({ ui_language: req.body.language })
          .where('id', '=', requireAuth(req).userId)
          .execute();
        return { success: true as const, language: req.body.language };
      },
    );
  };
}
