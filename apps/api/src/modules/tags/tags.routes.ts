import { saveTagsBody, tagsResponse } from '@trips/shared/modules/tags/tags.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { requireAuth } from '../../plugins/access-guard.ts';
import { createTagsService } from './tags.service.ts';

/** The tags settings screen (spec part 2 §3 "Tags"); pickers read tags through /lookups/*_tags. */
export function tagsRoutes({ db }: { db: Database }) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const service = createTagsService(db);
    const tags = ['tags'];

    r.post(
      '/tags/get',
      {
        config: { access: { permission: 'tags_settings', capability: 'view' } },
        schema: { tags, response: { 200: tagsResponse } },
      },
      () => service.get(),
    );

    r.post(
      '/tags/save',
      {
        config: { access: { permission: 'tags_settings', capability: 'edit' } },
        schema: { tags, body: saveTagsBody, response: { 200: tagsResponse } },
      },
      (req) => service.save(requireAuth(req).userId, req.body),
    );
  };
}
