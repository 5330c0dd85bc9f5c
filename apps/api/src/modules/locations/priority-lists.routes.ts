import { rowIdParam } from '@trips/shared';
import {
  priorityListsResponse,
  savePriorityListsBody,
} from '@trips/shared/modules/locations/priority-lists.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { requireAuth } from '../../plugins/access-guard.ts';
import { createPriorityListsService } from './priority-lists.service.ts';

const params = z.object({ id: rowIdParam() });
const tags = ['locations'];
const response = { 200: priorityListsResponse };

/** GET|PUT /locations/{id}/priority-lists: the hotel, superior and emergency-transfer providers of a location. */
export function priorityListsRoutes({ db }: { db: Database }) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const service = createPriorityListsService(db);
    r.get(
      '/locations/:id/priority-lists',
      {
        config: { access: { permission: 'locations', capability: 'view' } },
        schema: { tags, summary: "Get a location's priority lists", params, response },
      },
      (req) => service.get(req.params.id),
    );
    r.put(
      '/locations/:id/priority-lists',
      {
        config: { access: { permission: 'locations', capability: 'edit' } },
        schema: {
          tags,
          summary: "Save a location's priority lists",
          description:
            'The hotel, superior and emergency-transfer lists in one save: active providers of the kind, ' +
            'distinct priorities, and every saved row kept or named in `deleted`.',
          params,
          body: savePriorityListsBody,
          response,
        },
      },
      (req) => service.save(requireAuth(req).userId, req.params.id, req.body),
    );
  };
}
