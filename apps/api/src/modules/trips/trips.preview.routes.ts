import { activationPreviewResponse } from '@trips/shared/modules/trips/readiness.schema';
import { generalStatuses } from '@trips/shared/modules/trips/trips.constants';
import { replanTripBody, saveTripBody, tripConflictResponse } from '@trips/shared/modules/trips/trips.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/access-guard.ts';
import { type TripDeps, tripAccess, tripParams, tripTags } from './trips.http.ts';
import { previewChange } from './trips.preview.ts';
import { replanTrip } from './trips.replan.ts';
import { saveTrip } from './trips.save.ts';

const answers = { 200: activationPreviewResponse, 409: tripConflictResponse };
const dryRun =
  'Runs the change and rolls it back: the messages each provider will get (requests, modifications with ' +
  'what changes, cancellations), the calls to make and when the customer documents go. Nothing is kept or sent.';

/** What a change would send, before it is made: the same change run and rolled back (plan → preview → apply). */
export function registerPreviewRoutes(app: FastifyInstance, deps: TripDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = { tags: tripTags, params: tripParams, response: answers };
  r.post(
    '/trips/:id/save-preview',
    {
      config: tripAccess('edit'),
      schema: {
        ...schema,
        summary: 'What saving this body would send',
        description: dryRun,
        body: saveTripBody,
      },
    },
    (req) => {
      const { userId } = requireAuth(req);
      const now = deps.clock.now();
      return previewChange(deps.db, req.params.id, now, (trx) =>
        saveTrip(trx, userId, req.params.id, req.body, now),
      );
    },
  );
  r.post(
    '/trips/:id/activation-preview',
    {
      config: tripAccess('edit'),
      schema: {
        ...schema,
        summary: 'What making the trip Active would send',
        description: dryRun,
        body: saveTripBody,
      },
    },
    (req) => {
      const { userId } = requireAuth(req);
      const now = deps.clock.now();
      const body = { ...req.body, trip: { ...req.body.trip, general_status_id: generalStatuses.active } };
      return previewChange(deps.db, req.params.id, now, (trx) =>
        saveTrip(trx, userId, req.params.id, body, now),
      );
    },
  );
  r.post(
    '/trips/:id/replan-preview',
    {
      config: tripAccess('edit'),
      schema: {
        ...schema,
        summary: 'What a new start day or party would send',
        description: dryRun,
        body: replanTripBody,
      },
    },
    (req) => {
      const { userId } = requireAuth(req);
      const now = deps.clock.now();
      return previewChange(deps.db, req.params.id, now, (trx) =>
        replanTrip(trx, userId, req.params.id, req.body, now),
      );
    },
  );
}
