import { integerParam } from '@trips/shared';
import { activationPreviewResponse } from '@trips/shared/modules/trips/readiness.schema';
import {
  newTripBody,
  savedTripResponse,
  saveTripBody,
  tripConflictResponse,
  tripHistoryResponse,
  tripResponse,
} from '@trips/shared/modules/trips/trips.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { registerListResource } from '../../engine/list/routes.ts';
import { registerNotesRoutes } from '../../engine/notes/notes.routes.ts';
import { createRecordNotesService } from '../../engine/notes/notes.service.ts';
import { registerUploads } from '../../engine/storage/uploads.ts';
import { requireAuth } from '../../plugins/access-guard.ts';
import { withTaskFlags } from '../tasks/task-flags.ts';
import { tripNotes } from './notes/trip-notes.ts';
import { registerReadinessRoutes } from './readiness/readiness.routes.ts';
import { previewActivation } from './trips.activation.ts';
import { tripsBinding } from './trips.binding.ts';
import { type TripDeps, tripAccess, tripParams, tripTags } from './trips.http.ts';
import { createTripsService } from './trips.service.ts';

const historyQuery = z.object({ page: integerParam(1, 100_000).default(1) });

/** The trips list (engine), new trip, the trip detail with its one save, history and notes. */
export function tripsRoutes(deps: TripDeps) {
  return async (app: FastifyInstance) => {
    registerListResource(app, withTaskFlags(tripsBinding, 'trip', sql.ref('t.id'), deps.timeZone), deps.db);
    const r = app.withTypeProvider<ZodTypeProvider>();
    const notes = createRecordNotesService(deps.db, deps.storage, tripNotes);
    const service = createTripsService(deps.db, deps.storage, notes.fileKeys, deps.onJobs);
    const [tags, params] = [tripTags, tripParams];
    await registerUploads(app);
    registerNotesRoutes(app, { base: '/trips', access: tripAccess, tags, notes });
    registerReadinessRoutes(app, deps.db);

    r.post(
      '/trips',
      {
        config: tripAccess('create'),
        schema: { tags, summary: 'Add a trip', body: newTripBody, response: { 200: savedTripResponse } },
      },
      (req) => service.create(requireAuth(req).userId, req.body),
    );
    r.get(
      '/trips/:id',
      {
        config: tripAccess('view'),
        schema: {
          tags,
          summary: 'Get a trip with its rows',
          description:
            'The trip, its accommodations, transfers, luggage transfers and other services, with names.',
          params,
          response: { 200: tripResponse },
        },
      },
      (req) => service.get(req.params.id),
    );
    r.put(
      '/trips/:id',
      {
        config: {
          ...tripAccess('edit'),
          answers: {
            409: 'Stale: the trip changed since it was read; `current` carries it as it now stands.',
          },
        },
        schema: {
          tags,
          summary: 'Save a trip with all its rows',
          description:
            'The trip and its four sections in one transaction, with the rows queued for deletion; every ' +
            'saved row must be kept or queued exactly once. Every row is priced again with the rates of ' +
            'the moment. All problems come back at once in `field_errors`, naming the row ' +
            '(`accommodations.2.provider_id`).',
          params,
          body: saveTripBody,
          response: { 200: savedTripResponse, 409: tripConflictResponse },
        },
      },
      (req) => service.save(requireAuth(req).userId, req.params.id, req.body),
    );
    r.post(
      '/trips/:id/activation-preview',
      {
        config: tripAccess('edit'),
        schema: {
          tags,
          summary: 'What making the trip Active would send',
          description:
            'Runs the save of this body with the trip Active and rolls it back: the provider emails, the ' +
            'calls to make and when the customer documents go. Nothing is kept or sent.',
          params,
          body: saveTripBody,
          response: { 200: activationPreviewResponse, 409: tripConflictResponse },
        },
      },
      (req) => previewActivation(deps.db, requireAuth(req).userId, req.params.id, req.body),
    );
    r.delete(
      '/trips/:id',
      {
        config: { ...tripAccess('edit'), answers: { 409: 'Tasks are about the trip.' } },
        schema: {
          tags,
          summary: 'Delete a trip',
          description: 'Removes the trip with its rows, tags and notes, and writes a history entry.',
          params,
        },
      },
      (req) => service.remove(requireAuth(req).userId, req.params.id),
    );
    r.get(
      '/trips/:id/history',
      {
        config: tripAccess('view'),
        schema: {
          tags,
          summary: "Read a trip's history",
          description: 'The changes to the trip and its rows, newest first, 25 a page.',
          params,
          querystring: historyQuery,
          response: { 200: tripHistoryResponse },
        },
      },
      (req) => service.history(req.params.id, req.query.page),
    );
  };
}
