import { fields, rowId, text } from '@trips/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { requireAuth } from '../../plugins/access-guard.ts';
import { createSavedFiltersService } from './saved-filters.service.ts';

const list = text().min(1).max(100);
const savedFilter = z.object({
  id: z.number(),
  name: z.string(),
  filters: z.record(z.string(), z.unknown()),
});

/** A user's named filters per list (DESIGN §5); search applies one through filter_id. */
export function savedFiltersRoutes({ db }: { db: Database }) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const service = createSavedFiltersService(db);
    const config = { access: 'authenticated' as const };
    const tags = ['saved-filters'];
    const answers = { 403: "The user lacks the 'view' right on that list." };

    r.post(
      '/saved-filters/list',
      {
        config: { ...config, answers },
        schema: {
          tags,
          summary: 'List my saved filters of a list',
          body: z.object({ list }),
          response: { 200: z.object({ success: z.literal(true), items: z.array(savedFilter) }) },
        },
      },
      (req) => service.list(requireAuth(req), req.body.list),
    );

    r.post(
      '/saved-filters/save',
      {
        config: { ...config, answers: { ...answers, 404: 'No saved filter of mine has this `id`.' } },
        schema: {
          tags,
          summary: 'Save a named filter of a list (new without `id`)',
          description:
            'The filters are stored as a valid state of that list, whatever was sent; a name already used ' +
            'on the list is a 400.',
          body: z.object({
            list,
            name: fields.requiredText(100),
            filters: z.record(text(), z.unknown()),
            id: rowId().optional(),
          }),
        },
      },
      (req) => service.save(requireAuth(req), req.body),
    );

    r.post(
      '/saved-filters/delete',
      {
        config: { ...config, answers: { 404: 'No saved filter of mine has this `id`.' } },
        schema: { tags, summary: 'Delete one of my saved filters', body: z.object({ id: rowId() }) },
      },
      (req) => service.remove(requireAuth(req), req.body.id),
    );
  };
}
