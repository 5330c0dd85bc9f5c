import { activationPreviewResponse } from '@trips/shared/modules/trips/readiness.schema';
import { generalStatuses } from '@trips/shared/modules/trips/trips.constants';
import { replanTripBody, saveTripBody, tripConflictResponse } from '@trips/shared/modules/trips/trips.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { requireAuth } from '../../plugins/access-guard.ts';
import { type TripDeps, tripAccess, tripParams, tripTags } from './trips.http.ts';
import { previewChange } from './trips.preview.ts';
import { replanTrip } from './trips.replan.ts';
import { saveTrip } from './trips.save.ts';

const description =
  'Runs the change and rolls it back: the messages each provider will get (requests, modifications with ' +
  'what changes, cancellations), the calls to make, when the customer documents go and the errors the trip ' +
  'would still have. Nothing is kept or sent.';

type Change<B> = (trx: Database, userId: number, id: number, body: B, now: Date) => Promise<unknown>;

/** What a change would send, before it is made: the same change run and rolled back (plan → preview → apply). */
export function registerPreviewRoutes(app: FastifyInstance, deps: TripDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preview = <S extends z.ZodType>(
    path: string,
    summary: string,
    body: S,
    change: Change<z.output<S>>,
  ) =>
    r.post(
      path,
      {
        config: tripAccess('edit'),
        schema: {
          tags: tripTags,
          summary,
          description,
          params: tripParams,
          body,
          response: { 200: activationPreviewResponse, 409: tripConflictResponse },
        },
      },
      (req) => {
        const { userId } = requireAuth(req);
        const { id } = req.params as { id: number };
        const now = deps.clock.now();
        return previewChange(deps.db, id, now, (trx) =>
          change(trx, userId, id, req.body as z.output<S>, now),
        );
      },
    );
  preview('/trips/:id/save-preview', 'What saving this body would send', saveTripBody, saveTrip);
  preview(
    '/trips/:id/activation-preview',
    'What making the trip Active would send',
    saveTripBody,
    (trx, user, id, body, now) =>
      saveTrip(
        trx,
        user,
        id,
        { ...body, trip: { ...body.trip, general_status_id: generalStatuses.active } },
        now,
      ),
  );
  preview(
    '/trips/:id/replan-preview',
    'What a new start day or party would send',
    replanTripBody,
    replanTrip,
  );
}
