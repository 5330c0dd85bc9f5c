import { rowIdParam } from '@trips/shared';
import { autoTransfersResponse } from '@trips/shared/modules/transfers/auto-transfers.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { tripAutoTransfers } from './auto-transfers.service.ts';

/** GET /trips/{id}/auto-transfers: the luggage rows the system created from the trip's hotel chain. */
export function autoTransfersRoutes(app: FastifyInstance, db: Database) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/trips/:id/auto-transfers',
    {
      config: { access: { permission: 'trips', capability: 'view' } },
      schema: {
        tags: ['trips'],
        summary: "Get the trip's automatic luggage transfers",
        description:
          'Each luggage row the system created from the hotel chain: the change of place, the provider and ' +
          'its route priority, how the rate row met the hotels, and the fields staff edited by hand.',
        params: z.object({ id: rowIdParam() }),
        response: { 200: autoTransfersResponse },
      },
    },
    (req) => tripAutoTransfers(db, req.params.id),
  );
}
