import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { registerListResource } from '../../engine/list/routes.ts';
import { accommodationsBinding } from './accommodations.binding.ts';
import { otherServicesBinding } from './other-services.binding.ts';
import { luggageTransfersBinding, normalTransfersBinding } from './transfers.binding.ts';

/** Every report that is a list of rows: search, export and options through the list engine. */
export const reportBindings = [
  accommodationsBinding,
  luggageTransfersBinding,
  normalTransfersBinding,
  otherServicesBinding,
];

export function reportsRoutes({ db }: { db: Database }) {
  return async (app: FastifyInstance) => {
    for (const binding of reportBindings) registerListResource(app, binding, db);
  };
}
