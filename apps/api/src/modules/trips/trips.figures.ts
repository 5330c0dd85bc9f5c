import {
  type CostedRow,
  costsProblem,
  type TripCosts,
  tripCosts,
} from '@trips/shared/modules/trips/trip-costs';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { badRequest } from '../../http/errors.ts';

export const figureFields = ['total_cost', 'gross_margin', 'gross_margin_per'] as const;

interface Priced {
  id: number;
  trip_price: number;
  insurance_cost: number;
}

/**
 * The trip's cost, margin and margin percentage from its rows as they now stand: the one rule every path
 * stores (the editor's save, an invoice, the booking automation, the luggage chain). Refused with 400 when
 * a figure would not fit its column.
 */
export async function figuresOf(db: Database, trip: Priced): Promise<TripCosts> {
  const { rows } = await sql<CostedRow>`
    select trip_service_status_id, r_cost, t_cost from trip_accommodations where trip_id = ${trip.id}
    union all select trip_service_status_id, r_cost, t_cost from trip_transfers where trip_id = ${trip.id}
    union all select trip_service_status_id, r_cost, t_cost from trip_other_services
      where trip_id = ${trip.id}`.execute(db);
  const figures = tripCosts(rows, Number(trip.trip_price), Number(trip.insurance_cost));
  const problem = costsProblem(figures);
  if (problem) throw badRequest(problem);
  return figures;
}
