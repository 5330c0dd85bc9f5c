import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { registerListResource } from '../../engine/list/routes.ts';
import { accommodationsBinding } from './accommodations.binding.ts';
import { locationsBinding } from './locations.binding.ts';
import { nextDaysBinding } from './next-days.binding.ts';
import { nextDaysStatsBinding } from './next-days-stats.binding.ts';
import { otherServicesBinding } from './other-services.binding.ts';
import { prepaymentsBinding } from './prepayments.binding.ts';
import { taskReportBindings } from './tasks.binding.ts';
import { luggageTransfersBinding, normalTransfersBinding } from './transfers.binding.ts';
import { vatBinding } from './vat.binding.ts';

/** Every report: a list of the list engine (rows, or groups of rows), with search, export and options. */
export const reportBindings = [
  accommodationsBinding,
  luggageTransfersBinding,
  normalTransfersBinding,
  otherServicesBinding,
  vatBinding,
  nextDaysBinding,
  nextDaysStatsBinding,
  prepaymentsBinding,
  locationsBinding,
];

interface ReportsDeps {
  db: Database;
  /** COMPANY_TIME_ZONE: the task reports judge overdue on the company's day. */
  timeZone: string;
}

export function reportsRoutes({ db, timeZone }: ReportsDeps) {
  return async (app: FastifyInstance) => {
    for (const binding of [...reportBindings, ...taskReportBindings(timeZone)])
      registerListResource(app, binding, db);
  };
}
