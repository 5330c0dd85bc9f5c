import { type TripScreenParts, tripScreenResponse } from '@trips/shared/modules/trips/trip-screen.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createScreenParts, type ScreenParts } from '../../http/screen-parts.ts';
import { requireAuth } from '../../plugins/access-guard.ts';
import { tripAccess, tripParams, tripTags } from './trips.http.ts';
import type { TripsService } from './trips.service.ts';

/**
 * The parts of the trip screen beside the trip: trips registers its own (readiness, notes) and the modules
 * around a trip theirs, at start-up through `wiring.ts`, so trips imports none of them.
 */
export type TripScreen = ScreenParts<TripScreenParts>;
export const createTripScreen = (): TripScreen => createScreenParts<TripScreenParts>();

/** GET /trips/{id}/screen: the trip screen in one call. GET /trips/{id} stays as it is for everything else. */
export function registerTripScreenRoute(app: FastifyInstance, service: TripsService, screen: TripScreen) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/trips/:id/screen',
    {
      config: tripAccess('view'),
      schema: {
        tags: tripTags,
        summary: 'Get a trip with what its screen shows',
        description:
          'The trip as GET /trips/{id} answers it, and in `parts` the first answer of each panel of its ' +
          'screen, each the body of that panel’s own route (readiness, bookings, travellers, traveller ' +
          'link, vouchers, notes, the first page of tasks, invoice lines, dossier match, automatic luggage ' +
          'transfers). A part the reader’s rights do not reach is left out, as is one that failed.',
        params: tripParams,
        response: { 200: tripScreenResponse },
      },
    },
    async (req) => {
      const viewer = requireAuth(req);
      const [trip, parts] = await Promise.all([
        service.get(req.params.id),
        screen.load(req.params.id, viewer, (name, error) =>
          req.log.warn({ err: error, part: name }, 'trip screen part failed'),
        ),
      ]);
      return { ...trip, parts };
    },
  );
}
