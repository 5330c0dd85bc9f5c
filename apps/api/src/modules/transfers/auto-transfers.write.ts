import { serviceStatus } from '@trips/shared/modules/bookings/bookings.constants';
import { transferTypeIds } from '@trips/shared/modules/transfers/transfers.resource';
import type { Database } from '../../db/database.ts';
import { createRowPricer, createTripRowsRepo, sections } from '../trips/index.ts';
import type { Leg } from './auto-transfers.chain.ts';
import type { AutoChoice } from './auto-transfers.choose.ts';
import type { LuggageRow } from './auto-transfers.repo.ts';

type Values = Partial<LuggageRow> & Record<string, unknown>;

/** The ends of a leg the row's open flags let the system write, and the provider and counts when both are. */
function wanted(row: LuggageRow, leg: Leg, choice: AutoChoice | null, bags: number): Values {
  const values: Values = {};
  if (row.is_open_auto_transfer_from)
    Object.assign(values, {
      date: leg.date,
      from_location_id: leg.from_location_id,
      from_provider_id: leg.from_hotel_id,
      ...(choice ? { from_meeting_point_id: choice.from_meeting_point_id } : {}),
    });
  if (row.is_open_auto_transfer_to)
    Object.assign(values, {
      to_location_id: leg.to_location_id,
      to_provider_id: leg.to_hotel_id,
      ...(choice ? { to_meeting_point_id: choice.to_meeting_point_id } : {}),
    });
  if (choice) Object.assign(values, { provider_id: choice.provider_id, luggage: bags, people: bags });
  return values;
}

/** Writes the automatic luggage rows of one trip, priced by the trips' pricer as a save prices them. */
export function createAutoWriter(trx: Database, tripId: number, rows: readonly LuggageRow[]) {
  const spec = sections.luggage_transfers;
  const repo = createTripRowsRepo(trx);
  const price = createRowPricer(trx);
  let position = Math.max(-1, ...rows.map((r) => r.position)) + 1;

  return {
    async create(leg: Leg, choice: AutoChoice, bags: number): Promise<LuggageRow> {
      const values = {
        trip_id: tripId,
        transfer_type_id: transferTypeIds.luggage,
        position: position++,
        trip_service_status_id: serviceStatus.ok,
        provider_id: choice.provider_id,
        date: leg.date,
        from_location_id: leg.from_location_id,
        to_location_id: leg.to_location_id,
        from_provider_id: leg.from_hotel_id,
        to_provider_id: leg.to_hotel_id,
        from_meeting_point_id: choice.from_meeting_point_id,
        to_meeting_point_id: choice.to_meeting_point_id,
        luggage: bags,
        people: bags,
        is_send_email: choice.automated_processing,
        is_open_auto_transfer_from: true,
        is_open_auto_transfer_to: true,
      };
      const cost = await price('luggage_transfers', values);
      const id = await repo.insert(spec, { ...values, ...cost });
      return { id, ...values, ...cost };
    },
    /** Moves the row to its leg; answers the fields that changed (none: nothing written). */
    async follow(row: LuggageRow, leg: Leg, choice: AutoChoice | null, bags: number): Promise<string[]> {
      const values = wanted(row, leg, choice, bags);
      const changed = Object.keys(values).filter((k) => values[k] !== row[k as keyof LuggageRow]);
      if (changed.length === 0) return [];
      // Another provider starts afresh: booked by the system or not as its rate row says.
      if (choice && row.provider_id !== choice.provider_id)
        Object.assign(values, {
          is_send_email: choice.automated_processing,
          trip_service_status_id: serviceStatus.ok,
        });
      const cost = await price('luggage_transfers', { ...row, ...values }, row as never);
      await repo.update(spec, row.id, { ...values, ...cost });
      Object.assign(row, values, cost);
      return changed;
    },
    remove: (row: LuggageRow) => repo.remove(spec, [row.id]),
    /** A row the provider was asked about is cancelled instead (the booking automation tells them). */
    async cancel(row: LuggageRow, why: string) {
      const values = {
        trip_service_status_id: serviceStatus.cancelled,
        cancellation_reason: `Removed from the hotel chain: ${why}`,
        is_open_auto_transfer_from: false,
        is_open_auto_transfer_to: false,
      };
      await repo.update(spec, row.id, values);
      Object.assign(row, values);
    },
  };
}
