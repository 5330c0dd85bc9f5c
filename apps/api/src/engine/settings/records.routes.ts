import { integer, text } from '@trips/shared';
import { recordGroups } from '@trips/shared/settings/record-groups';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/access-guard.ts';
import type { RecordsService } from './records.service.ts';
import { secretsNote } from './secrets.ts';

const recordValue = z.union([z.boolean(), z.number(), text(), z.array(z.number()), z.null()]);
const recordAnswer = z.object({
  success: z.literal(true),
  values: z.record(z.string(), recordValue),
  version: z.number(),
});
const saveBody = z.object({ values: z.record(text(), recordValue), version: integer(1) });

/** GET and PUT `/settings/{group}` for every settings record, each behind its own permission. */
export function recordsRoutes({ records }: { records: RecordsService }) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    for (const group of recordGroups) {
      const url = `/settings/${group.group}`;
      const tags = ['settings'];
      r.get(
        url,
        {
          config: { access: { permission: group.permission, capability: 'view' } },
          schema: {
            tags,
            summary: `${group.title}: read`,
            description:
              'Every key with its saved value or its default, and the version to save with.' +
              secretsNote(group.fields),
            response: { 200: recordAnswer },
          },
        },
        () => records.get(group),
      );
      r.put(
        url,
        {
          config: { access: { permission: group.permission, capability: 'edit' } },
          schema: {
            tags,
            summary: `${group.title}: save the keys sent`,
            description:
              'A partial save: the keys sent change, the others stay. Every bad key is reported at once in ' +
              `\`field_errors\`, by key.${secretsNote(group.fields)}`,
            body: saveBody,
            response: { 200: recordAnswer },
          },
        },
        (req) => records.save(requireAuth(req).userId, group, req.body),
      );
    }
  };
}
