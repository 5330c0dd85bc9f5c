import { type Capability, rowIdParam } from '@trips/shared';
import {
  createLocationBody,
  locationDetail,
  updateLocationBody,
} from '@trips/shared/modules/locations/locations.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { inUseAnswer } from '../../engine/edits/used-by.ts';
import { registerListResource } from '../../engine/list/routes.ts';
import { requireAuth } from '../../plugins/access-guard.ts';
import { locationsBinding } from './locations.binding.ts';
import { createLocationsService } from './locations.service.ts';
import { priorityListsRoutes } from './priority-lists.routes.ts';

const params = z.object({ id: rowIdParam() });
const saved = z.object({ success: z.literal(true), messages: z.array(z.string()), location: locationDetail });
const access = (capability: Capability) => ({ access: { permission: 'locations', capability } });

/** The locations list (engine) and the location's detail, create, edit and delete. */
export function locationsRoutes({ db }: { db: Database }) {
  return async (app: FastifyInstance) => {
    registerListResource(app, locationsBinding, db);
    await app.register(priorityListsRoutes({ db }));
    const r = app.withTypeProvider<ZodTypeProvider>();
    const service = createLocationsService(db);
    const tags = ['locations'];

    r.get(
      '/locations/:id',
      {
        config: access('view'),
        schema: {
          tags,
          summary: 'Get a location',
          params,
          response: { 200: z.object({ success: z.literal(true), location: locationDetail }) },
        },
      },
      (req) => service.get(req.params.id),
    );

    r.post(
      '/locations',
      {
        config: access('create'),
        schema: { tags, summary: 'Add a location', body: createLocationBody, response: { 200: saved } },
      },
      (req) => service.create(requireAuth(req).userId, req.body),
    );

    r.put(
      '/locations/:id',
      {
        config: access('edit'),
        schema: {
          tags,
          summary: 'Save a location',
          description: 'Send the version read; another one is a 409.',
          params,
          body: updateLocationBody,
          response: { 200: saved },
        },
      },
      (req) => service.update(requireAuth(req).userId, req.params.id, req.body),
    );

    r.delete(
      '/locations/:id',
      {
        config: { ...access('edit'), answers: { 409: inUseAnswer('trips, providers or itineraries') } },
        schema: { tags, summary: 'Delete a location', params },
      },
      (req) => service.remove(requireAuth(req).userId, req.params.id),
    );
  };
}
