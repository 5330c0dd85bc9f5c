import { type ListQuery, listQuerySchema, listResultSchema, withDirectDates } from '@trips/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { requireAuth } from '../../plugins/access-guard.ts';
import type { ListBinding } from './binding.ts';
import { type ExportBody, exportBodySchema, exportList } from './export/export.ts';
import { listOptions, type OptionsBody, optionsBody, optionsResponse } from './options.ts';
import { registerBinding } from './registry.ts';
import { searchList } from './search.ts';

/**
 * The engine's routes for one list: POST /<name>/search, /<name>/export and, when the binding has
 * options, /<name>/options. Call it inside the /api/v1 scope, from the module's route plugin.
 */
export function registerListResource(app: FastifyInstance, binding: ListBinding, db: Database) {
  registerBinding(binding);
  const d = binding.descriptor;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const view = {
    permission: binding.permission,
    capability: 'view',
    orPermission: binding.orPermission,
  } as const;
  const tags = [d.name];
  const row = binding.row ?? z.record(z.string(), z.unknown());
  const label = d.label.toLowerCase();
  const savedFilter = { 404: 'The `filter_id` names no saved filter of the user on this list.' };

  r.post(
    `/${d.name}/search`,
    {
      config: { access: view, answers: savedFilter },
      schema: {
        tags,
        summary: `Search ${label}`,
        description:
          'One page of rows for the filters, search box, order and page of the body. A `filter_id` applies ' +
          'a saved filter when the body has no active filter and no search. Totals past 10,000 are ' +
          'estimates (`count_is_estimate`).',
        body: listQuerySchema(d),
        response: { 200: listResultSchema(row) },
      },
    },
    (req) => searchList({ db, auth: requireAuth(req), binding }, withDirectDates(d, req.body as ListQuery)),
  );

  r.post(
    `/${d.name}/export`,
    {
      config: { access: view, answers: savedFilter },
      schema: {
        tags,
        summary: `Export ${label} as CSV or XLSX`,
        description:
          'The whole filtered list as a file download, streamed; the `X-Total-Rows` header carries the count.',
        body: exportBodySchema(d),
      },
    },
    (req, reply) =>
      exportList({ db, auth: requireAuth(req), binding }, withDirectDates(d, req.body as ExportBody), reply),
  );

  if (!binding.options) return;
  r.post(
    `/${d.name}/options`,
    {
      config: { access: binding.options.access ?? view },
      schema: {
        tags,
        summary: `Pick ${label} by name`,
        description: 'For pickers: ids and display names whose name contains the term.',
        body: optionsBody.extend(binding.options.narrow?.shape ?? {}),
        response: { 200: optionsResponse },
      },
    },
    (req) => listOptions({ db, auth: requireAuth(req), binding }, req.body as OptionsBody),
  );
}
