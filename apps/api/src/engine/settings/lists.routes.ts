import { integer, rowId, text } from '@trips/shared';
import { settingsLists } from '@trips/shared/settings/list-registry';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/access-guard.ts';
import type { ListsService } from './lists.service.ts';
import { secretsNote } from './secrets.ts';

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
          schema: {
            tags,
            summary: `${list.title}: read the list`,
            description: `Every row, and the list's version to save with.${secretsNote(list.columns)}`,
            response: { 200: listAnswer },
          },
        },
        () => lists.get(list),
      );
      r.put(
        url,
        {
          config: {
            access: { permission: list.permission, capability: 'edit' },
            answers: {
              409:
                'Stale (`conflict: "stale"`), or deleted rows still in use (`conflict: "in_use"` with their ' +
                '`ids`, and `rows_in_use`: each row with what uses it, `used_by` by kind; `message` names them).',
            },
          },
          schema: {
            tags,
            summary: `${list.title}: save the list`,
            description:
              'The whole list in one save: every row as it now stands (new rows without `id`) and the ids ' +
              'of the rows deleted. Every bad cell is reported at once in `field_errors` as ' +
              `\`rows.{i}.{column}\`.${secretsNote(list.columns)}`,
            body: saveBody,
            response: { 200: listAnswer },
          },
        },
        (req) => lists.save(requireAuth(req).userId, list, req.body),
      );
    }
  };
}
