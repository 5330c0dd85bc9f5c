import { columnConfigSchema, okEnvelope, text } from '@trips/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { createColumnListsRepo } from '../../engine/list/column-lists.repo.ts';
import { findListResource } from '../../engine/list/registry.ts';
import { badRequest } from '../../http/errors.ts';
import { ok } from '../../http/ok.ts';
import { requireAuth } from '../../plugins/access-guard.ts';

const type = text().min(1).max(100);

function descriptorOf(name: string) {
  const binding = findListResource(name);
  if (!binding)
    throw badRequest(`Unknown column list: ${name.slice(0, 40)}`, { type: 'Unknown column list' });
  return binding.descriptor;
}

/**
 * Column layouts per user and list (spec part 1 §7). Saved columns the list no longer has are dropped and
 * new ones appended with their default, so an old layout never breaks a list.
 */
export function columnListsRoutes({ db }: { db: Database }) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const repo = createColumnListsRepo(db);
    const config = { access: 'authenticated' as const };
    const tags = ['column-lists'];

    r.post(
      '/column-lists/get',
      { config, schema: { tags, body: z.object({ type }), response: { 200: z.array(columnConfigSchema) } } },
      (req) => repo.columnsFor(requireAuth(req).userId, descriptorOf(req.body.type)),
    );

    r.post(
      '/column-lists/save',
      {
        config,
        schema: {
          tags,
          body: z.object({ type, data: z.array(columnConfigSchema).max(200) }),
          response: { 200: okEnvelope },
        },
      },
      async (req) => {
        descriptorOf(req.body.type);
        await repo.save(requireAuth(req).userId, req.body.type, req.body.data);
        return ok('Columns saved');
      },
    );
  };
}
