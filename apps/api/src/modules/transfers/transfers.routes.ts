import { type Capability, rowIdParam } from '@trips/shared';
import { routeProvider, routeResponse, saveRouteBody } from '@trips/shared/modules/transfers/routes.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../engine/jobs/clock.ts';
import { registerListResource } from '../../engine/list/routes.ts';
import { requireAuth } from '../../plugins/access-guard.ts';
import { autoTransfersRoutes } from './auto-transfers.routes.ts';
import { manifestBinding } from './manifest.binding.ts';
import { createRoutesService } from './routes.service.ts';
import { transfersBinding } from './transfers.binding.ts';

const params = z.object({ start_location_id: rowIdParam(), end_location_id: rowIdParam() });
const access = (capability: Capability) => ({ access: { permission: 'transfers', capability } });
const tags = ['transfers'];
const response = { 200: routeResponse };

/** The transfers list (engine) and the route editor: GET|PUT /transfer-routes/{start}/{end}. */
export function transfersRoutes({ db, clock }: { db: Database; clock: Clock }) {
  return async (app: FastifyInstance) => {
    registerListResource(app, transfersBinding, db);
    registerListResource(app, manifestBinding, db);
    autoTransfersRoutes(app, db, clock);
    const r = app.withTypeProvider<ZodTypeProvider>();
    const service = createRoutesService(db);
    r.get(
      '/transfer-routes/providers/:id',
      {
        config: access('view'),
        schema: {
          tags,
          summary: 'Get a provider as a route adds it',
          description:
            "Its luggage flag (a new rate row's automated processing) and its luggage and transfer rates.",
          params: z.object({ id: rowIdParam() }),
          response: { 200: routeProvider.extend({ success: z.literal(true) }) },
        },
      },
      (req) => service.provider(req.params.id),
    );
    const path = '/transfer-routes/:start_location_id/:end_location_id';
    r.get(
      path,
      {
        config: access('view'),
        schema: {
          tags,
          summary: 'Get a route with its providers and rate rows',
          description: 'A route never saved answers version 0 and no providers.',
          params,
          response,
        },
      },
      (req) => service.get(req.params.start_location_id, req.params.end_location_id),
    );
    r.put(
      path,
      {
        config: access('edit'),
        schema: {
          tags,
          summary: 'Save a route',
          description:
            'The whole route in one save: its providers in priority order with their rate rows as they now ' +
            'stand (rows without `id` are new) and the rate rows and providers removed. A route to itself, an ' +
            'inverted quantity range, a rate of another provider or a meeting point of another location are ' +
            'a 400 naming every row; version 0 creates the route, a route saved without providers is removed.',
          params,
          body: saveRouteBody,
          response,
        },
      },
      (req) =>
        service.save(
          requireAuth(req).userId,
          req.params.start_location_id,
          req.params.end_location_id,
          req.body,
        ),
    );
  };
}
