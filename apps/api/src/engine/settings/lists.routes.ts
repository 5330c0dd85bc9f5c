import { integer, rowId, text } from '@trips/shared';
import { settingsLists } from '@trips/shared/settings/list-registry';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/access-guard.ts';
import type { ListsService } from './lists.service.ts';

const cell = z.union([z.boolean(), z.number(), text(), z.null()]);
const row = z.record(text(), cell).and(z.object({ id: rowId().optional() }));
const listAnswer = z.object({
  success: z.literal(true),
  rows: z.array(z.record(z.string(), cell.optional())),
  version: z.number(),
});
const saveBody = z.object({
  rows: z.array(row).max(5000),
  deleted: z.array(rowId()).max(5000).default([]),
  version: integer(1),
});

/** GET and PUT `/settings-lists/{name}` for every settings list, each behind its own permission. */
export function listsRoutes({ lists }: { lists: ListsService }) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    for (const list of settingsLists) {
      const url = `/settings-lists/${list.name}`;
      const tags = ['settings'];
      r.get(
        url,
        {
          config: { access: { permission: list.permission, capability: 'view' } },
          schema: { tags, summary: list.title, response: { 200: listAnswer } },
        },
        () => lists.get(list),
      );
      r.put(
        url,
        {
          config: { access: { permission: list.permission, capability: 'edit' } },
          schema: { tags, summary: list.title, body: saveBody, response: { 200: listAnswer } },
        },
        (req) => lists.save(requireAuth(req).userId, list, req.body),
      );
    }
  };
}
