import { columnConfigSchema, okEnvelope, text } from '@trips/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { createColumnListsRepo } from '../../engine/list/column-lists.repo.ts';
import { badRequest } from '../../http/errors.ts';
import { ok } from '../../http/ok.ts';
import { requireAuth } from '../../plugins/access-guard.ts';
import { findColumnSet } from './column-sets.ts';

const type = text().min(1).max(100);

function columnSetOf(name: string) {
  const set = findColumnSet(name);
  if (!set) throw badRequest(`Unknown column list: ${name.slice(0, 40)}`, { type: 'Unknown column list' });
  return set;
}

/**
 * Column layouts per user and list or report (spec part 1 §7, part 2 §3 "Report column sets"). Saved
 * columns the set no longer has are dropped and new ones appended with their default, so an old layout
 * never breaks a list.
 */
export function columnListsRoutes({ db }: { db: Database }) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const repo = createColumnListsRepo(db);
    const config = { access: 'authenticated' as const };
    const tags = ['column-lists'];

    r.post(
      '/column-lists/get',
      {
        config,
        schema: {
          tags,
          summary: 'Get my columns of a list',
          description: 'Columns the list no longer has are dropped and new ones appended with their default.',
          body: z.object({ type }),
          response: { 200: z.array(columnConfigSchema) },
        },
      },
      (req) => repo.columnsFor(requireAuth(req).userId, columnSetOf(req.body.type)),
    );

    r.post(
      '/column-lists/save',
      {
        config,
        schema: {
          tags,
          summary: 'Save my columns of a list',
          body: z.object({ type, data: z.array(columnConfigSchema).max(200) }),
          response: { 200: okEnvelope },
        },
      },
      async (req) => {
        const set = columnSetOf(req.body.type);
        await repo.save(requireAuth(req).userId, set.name, req.body.data);
        return ok('Columns saved');
      },
    );
  };
}
