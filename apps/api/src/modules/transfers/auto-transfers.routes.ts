import { rowIdParam } from '@trips/shared';
import {
  autoTransfersResponse,
  restoreAutoTransferBody,
  restoreAutoTransferResponse,
} from '@trips/shared/modules/transfers/auto-transfers.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../engine/jobs/clock.ts';
import { requireAuth } from '../../plugins/access-guard.ts';
import { restoreAutoTransfer, tripAutoTransfers } from './auto-transfers.service.ts';

/**
 * GET /trips/{id}/auto-transfers: the luggage rows the system created from the trip's hotel chain and the
 * changes of place staff deleted theirs; POST …/restore gives one of those back to the system.
 */
export function autoTransfersRoutes(app: FastifyInstance, db: Database, clock: Clock) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
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
  typed.post(
    '/trips/:id/auto-transfers/restore',
    {
      config: { access: { permission: 'trips', capability: 'edit' } },
      schema: {
        tags: ['trips'],
        summary: 'Restore a deleted automatic luggage transfer',
        description:
          'Staff deleted the automatic luggage row of a change of place, so the system stopped creating it; ' +
          'this forgets that deletion and follows the hotel chain at once, making the row again when an ' +
          'automated provider serves it. The trip moves to a new version.',
        params: z.object({ id: rowIdParam() }),
        body: restoreAutoTransferBody,
        response: { 200: restoreAutoTransferResponse },
      },
    },
    (req) =>
      restoreAutoTransfer(db, requireAuth(req).userId, req.params.id, req.body.transfer_id, clock.now()),
  );
}
