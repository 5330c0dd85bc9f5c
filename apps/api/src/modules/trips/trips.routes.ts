import { integerParam } from '@trips/shared';
import {
  copyTripBody,
  newTripBody,
  replanTripBody,
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
import { withTaskFlags } from '../tasks/index.ts';
import { tripNotes } from './notes/trip-notes.ts';
import { readinessAnswer, registerReadinessRoutes } from './readiness/readiness.routes.ts';
import { registerTripScreenRoute } from './trip-screen.routes.ts';
import { tripsBinding } from './trips.binding.ts';
import { type TripDeps, tripAccess, tripParams, tripTags } from './trips.http.ts';
import { registerPreviewRoutes } from './trips.preview.routes.ts';
import { createTripsService } from './trips.service.ts';

const historyQuery = z.object({ page: integerParam(1, 100_000).default(1) });

/** The trips list (engine), new trip, the trip detail with its one save, history and notes. */
export function tripsRoutes(deps: TripDeps) {
  return async (app: FastifyInstance) => {
    registerListResource(app, withTaskFlags(tripsBinding, 'trip', sql.ref('t.id'), deps.timeZone), deps.db);
    const r = app.withTypeProvider<ZodTypeProvider>();
    const notes = createRecordNotesService(deps.db, deps.storage, tripNotes);
    const service = createTripsService(deps.db, deps.storage, notes.fileKeys, deps.clock, deps.onJobs);
    const [tags, params] = [tripTags, tripParams];
    await registerUploads(app);
    registerNotesRoutes(app, { base: '/trips', access: tripAccess, tags, notes });
    registerReadinessRoutes(app, deps.db, deps.clock);
    registerPreviewRoutes(app, deps);
    // The screen's parts trips owns, answered as their own routes answer them.
    deps.screen.register('readiness', {
      access: tripAccess('view').access,
      load: (id) => readinessAnswer(deps.db, deps.clock, id),
    });
    deps.screen.register('notes', { access: tripAccess('view').access, load: (id) => notes.list(id) });
    registerTripScreenRoute(app, service, deps.screen);

    r.post(
      '/trips',
      {
        config: tripAccess('create'),
        schema: {
          tags,
          summary: 'Add a trip',
          description:
            'A trip with its name, dates and places. With `itinerary_id` it is made from the itinerary for ' +
            '`travellers` people: its end date after the itinerary’s nights, a stay per stage at the first ' +
            'active hotel of the location’s priority list with the rooms of the party’s room plan, the ' +
            'itinerary’s transfers with the first provider of their route and its services, all priced by the ' +
            'rates of those dates; what cannot be found is left without a provider for the readiness panel.',
          body: newTripBody,
          response: { 200: savedTripResponse },
        },
      },
      (req) => service.create(requireAuth(req).userId, req.body),
    );
    r.post(
      '/trips/:id/copy',
      {
        config: tripAccess('create'),
        schema: {
          tags,
          summary: 'Copy a trip to new dates',
          description:
            'A new Pending trip with the rows of this one moved by the difference of the start days, their ' +
            'providers kept and priced again by the rates of the new dates. Statuses, confirmations, ' +
            'provider answers, OTA references, payments and real costs start afresh; no booking request is ' +
            'copied. The customer may be given anew. Answers the new trip, as adding one does.',
          params,
          body: copyTripBody,
          response: { 200: savedTripResponse },
        },
      },
      (req) => service.copy(requireAuth(req).userId, req.params.id, req.body),
    );
    r.post(
      '/trips/:id/replan',
      {
        config: {
          ...tripAccess('edit'),
          answers: {
            409: 'Stale (`current` carries the trip), or the trip is not Pending or not made from an itinerary.',
          },
        },
        schema: {
          tags,
          summary: 'Plan a trip again from its itinerary',
          description:
            'For a Pending trip made from an itinerary: the rows the itinerary made are replaced by its ' +
            'plan for the new start date and travellers, through the one save (priced again); rows staff ' +
            'added move with the start date.',
          params,
          body: replanTripBody,
          response: { 200: savedTripResponse, 409: tripConflictResponse },
        },
      },
      (req) => service.replan(requireAuth(req).userId, req.params.id, req.body),
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
