import { type Capability, rowIdParam } from '@trips/shared';
import { itineraryMessages as m } from '@trips/shared/modules/itineraries/itineraries.constants';
import { itineraryResponse, saveItineraryBody } from '@trips/shared/modules/itineraries/itineraries.schema';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { registerRecordRoutes } from '../../engine/edits/record-routes.ts';
import { inUseAnswer } from '../../engine/edits/used-by.ts';
import { registerListResource } from '../../engine/list/routes.ts';
import { itinerariesBinding } from './itineraries.binding.ts';
import { createItinerariesService } from './itineraries.service.ts';

const access = (capability: Capability) => ({ access: { permission: 'itineraries', capability } });
const params = z.object({ id: rowIdParam() });
const tags = ['itineraries'];
const saveDescription =
  'The holiday (its id, a name per language, trip type, brands, notes, active), its stages in order (day, ' +
  'place, nights, accommodation level, meals, room plans by party size, luggage), transfers and other ' +
  'services by day; the rows replace the saved ones. Every problem is a 400 naming its row ' +
  '(`stages.2.nights`) and nothing is saved: no stages, a stage without a night or starting before the ' +
  'previous one ends, a place whose priority list has no active hotel, a transfer to where it starts, a day ' +
  'after the itinerary ends, a repeated party size or rooms that do not sleep it, a holiday id another ' +
  'itinerary has, unknown ids.';

/** The itineraries list (engine) and one itinerary: add, read, save (versioned), delete. */
export function itinerariesRoutes(deps: { db: Database }) {
  return async (app: FastifyInstance) => {
    registerListResource(app, itinerariesBinding, deps.db);
    registerRecordRoutes(app, {
      path: '/itineraries',
      access,
      tags,
      params,
      body: saveItineraryBody,
      saved: itineraryResponse,
      loaded: itineraryResponse,
      summaries: {
        create: 'Add an itinerary',
        get: 'Get an itinerary with its stages, transfers and services',
        update: 'Save an itinerary',
        remove: 'Delete an itinerary',
      },
      descriptions: {
        create: `${saveDescription} Answers the itinerary with its id.`,
        update: saveDescription,
        remove: 'With its rows; refused once trips were made from it.',
      },
      answers: {
        create: { 409: m.duplicateHoliday },
        update: {
          409: 'Stale (another `version`; `current` carries the itinerary as it now stands), or the holiday id was taken meanwhile.',
        },
        remove: { 409: inUseAnswer('the trips made from it') },
      },
      service: createItinerariesService(deps.db),
    });
  };
}
