import { transferTypeIds } from '@trips/shared/modules/transfers/transfers.resource';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { type Leg, legKey, type Stay } from './auto-transfers.chain.ts';
import type { AutoRateRow } from './auto-transfers.choose.ts';

/** A luggage row of the trip with the fields the system writes and its flags. */
export interface LuggageRow {
  id: number;
  position: number;
  trip_service_status_id: number;
  provider_id: number | null;
  provider_currency_rate: number;
  provider_currency_symbol: string;
  date: string | null;
  from_location_id: number | null;
  to_location_id: number | null;
  from_provider_id: number | null;
  to_provider_id: number | null;
  from_meeting_point_id: number | null;
  to_meeting_point_id: number | null;
  luggage: number;
  people: number;
  is_send_email: boolean;
  is_open_auto_transfer_from: boolean;
  is_open_auto_transfer_to: boolean;
}

export interface Marker {
  transfer_id: number;
  leg_from_location_id: number;
  leg_to_location_id: number;
  written: Record<string, unknown>;
  edited_fields: string[];
  /** When staff deleted the row: its change of place gets no new row while this marker stays. */
  dismissed_at?: Date | null;
  /** The row was dismissed by the trip's itinerary (the bags stay with the party there). */
  planned_off?: boolean;
}

const json = (value: unknown) => JSON.stringify(value);

/** The automatic luggage rows of trips: the trip's chain, its luggage rows, the markers, the routes' rows. */
export function createAutoTransfersRepo(db: Database) {
  return {
    trip(id: number) {
      return db
        .selectFrom('trips')
        .select(['luggage_transfers', 'travellers', 'trip_price', 'insurance_cost'])
        .where('id', '=', id)
        .executeTakeFirst();
    },
    async stays(tripId: number): Promise<Stay[]> {
      const { rows } = await sql<Stay>`select location_id, provider_id, trip_service_status_id,
          checkin_date::text as checkin_date, checkout_date::text as checkout_date
        from trip_accommodations where trip_id = ${tripId} order by checkin_date, position, id`.execute(db);
      return rows;
    },
    async luggageRows(tripId: number): Promise<LuggageRow[]> {
      const { rows } = await sql<LuggageRow>`select id, position, trip_service_status_id, provider_id,
          provider_currency_rate, provider_currency_symbol, date::text as date, from_location_id,
          to_location_id, from_provider_id, to_provider_id, from_meeting_point_id, to_meeting_point_id,
          luggage, people, is_send_email, is_open_auto_transfer_from, is_open_auto_transfer_to
        from trip_transfers where trip_id = ${tripId} and transfer_type_id = ${transferTypeIds.luggage}
        order by position, id`.execute(db);
      return rows;
    },
    markers(tripId: number): Promise<Marker[]> {
      return db
        .selectFrom('trip_auto_transfers')
        .select([
          'transfer_id',
          'leg_from_location_id',
          'leg_to_location_id',
          'written',
          'edited_fields',
          'dismissed_at',
          'planned_off',
        ])
        .where('trip_id', '=', tripId)
        .execute();
    },
    /** The dismissed rows were the itinerary's wish, not staff's deletion. */
    async markPlannedOff(tripId: number, transferIds: readonly number[]) {
      if (transferIds.length === 0) return;
      await db
        .updateTable('trip_auto_transfers')
        .set({ planned_off: true })
        .where('trip_id', '=', tripId)
        .where('transfer_id', 'in', transferIds)
        .where('dismissed_at', 'is not', null)
        .execute();
    },
    /** Staff deleted the row: the marker stays, so its change of place is not given a new row. */
    async dismiss(transferId: number) {
      await db
        .updateTable('trip_auto_transfers')
        .set({ dismissed_at: sql`now()`, updated_at: sql`now()` })
        .where('transfer_id', '=', transferId)
        .execute();
    },
    /** Forgets a marker: its row was removed by the system, or its dismissal restored or gone with its leg. */
    async dropMarker(transferId: number) {
      await db.deleteFrom('trip_auto_transfers').where('transfer_id', '=', transferId).execute();
    },
    /** The trip's dismissed changes of place, with their places' names (the trip screen's panel). */
    dismissedForTrip(tripId: number) {
      return db
        .selectFrom('trip_auto_transfers as a')
        .leftJoin('locations_view as fl', 'fl.id', 'a.leg_from_location_id')
        .leftJoin('locations_view as tl', 'tl.id', 'a.leg_to_location_id')
        .select([
          'a.transfer_id',
          'fl.name as from_location_name',
          'tl.name as to_location_name',
          'a.written',
          'a.dismissed_at',
        ])
        .where('a.trip_id', '=', tripId)
        .where('a.dismissed_at', 'is not', null)
        .orderBy('a.dismissed_at')
        .orderBy('a.transfer_id')
        .execute();
    },
    /** Which of the legs' place pairs have a transfer route ("from>to" keys). */
    async routeKeys(legs: readonly Leg[]): Promise<Set<string>> {
      if (legs.length === 0) return new Set();
      const rows = await db
        .selectFrom('transfer_routes')
        .select(['start_location_id', 'end_location_id'])
        .where('start_location_id', 'in', [...new Set(legs.map((l) => l.from_location_id))])
        .where('end_location_id', 'in', [...new Set(legs.map((l) => l.to_location_id))])
        .execute();
      return new Set(rows.map((r) => legKey(r.start_location_id, r.end_location_id)));
    },
    /** The automated luggage rate rows of the legs' routes, per leg, in priority then position order. */
    async autoRateRows(legs: readonly Leg[]): Promise<Map<string, AutoRateRow[]>> {
      const byLeg = new Map<string, AutoRateRow[]>();
      if (legs.length === 0) return byLeg;
      const rows = await db
        .selectFrom('transfer_route_rates as r')
        .innerJoin('transfer_route_providers as rp', 'rp.id', 'r.route_provider_id')
        .innerJoin('transfer_routes as tr', 'tr.id', 'rp.route_id')
        .select([
          'tr.start_location_id',
          'tr.end_location_id',
          'rp.id as route_provider_id',
          'rp.provider_id',
          'rp.priority',
          'r.id as rate_row_id',
          'r.start_meeting_point_id',
          'r.start_provider_id',
          'r.end_meeting_point_id',
          'r.end_provider_id',
          'r.qty_start',
          'r.qty_end',
          'r.automated_processing',
        ])
        .where('r.automated_creation', '=', true)
        .where('r.transfer_type_id', '=', transferTypeIds.luggage)
        .where('tr.start_location_id', 'in', [...new Set(legs.map((l) => l.from_location_id))])
        .where('tr.end_location_id', 'in', [...new Set(legs.map((l) => l.to_location_id))])
        .orderBy('rp.priority')
        .orderBy('rp.id')
        .orderBy('r.position')
        .orderBy('r.id')
        .execute();
      for (const { start_location_id, end_location_id, ...row } of rows) {
        const key = legKey(start_location_id, end_location_id);
        byLeg.set(key, [...(byLeg.get(key) ?? []), row]);
      }
      return byLeg;
    },
    async names(locationIds: number[], providerIds: number[]) {
      const of = async (table: 'locations' | 'providers', ids: number[]) => {
        if (ids.length === 0) return new Map<number, string>();
        const column = table === 'locations' ? 'name' : 'commercial_name';
        const { rows } = await sql<{ id: number; name: string }>`select id, ${sql.ref(column)} as name
          from ${sql.table(table)} where id in (${sql.join(ids)})`.execute(db);
        return new Map(rows.map((r) => [r.id, r.name]));
      };
      return { locations: await of('locations', locationIds), providers: await of('providers', providerIds) };
    },
    async saveMarker(
      tripId: number,
      marker: Marker & Partial<Record<'route_provider_id' | 'rate_row_id' | 'priority', number>>,
    ) {
      const values = {
        leg_from_location_id: marker.leg_from_location_id,
        leg_to_location_id: marker.leg_to_location_id,
        written: json(marker.written),
        edited_fields: json(marker.edited_fields),
        ...(marker.rate_row_id === undefined
          ? {}
          : {
              route_provider_id: marker.route_provider_id,
              rate_row_id: marker.rate_row_id,
              priority: marker.priority,
            }),
      };
      await db
        .insertInto('trip_auto_transfers')
        .values({ transfer_id: marker.transfer_id, trip_id: tripId, ...values })
        .onConflict((oc) => oc.column('transfer_id').doUpdateSet({ ...values, updated_at: sql`now()` }))
        .execute();
    },
    async setFlags(id: number, from: boolean, to: boolean) {
      await db
        .updateTable('trip_transfers')
        .set({ is_open_auto_transfer_from: from, is_open_auto_transfer_to: to })
        .where('id', '=', id)
        .execute();
    },
    /** The trip's automatic rows with the names and rate row that say why they exist. */
    forTrip(tripId: number) {
      return db
        .selectFrom('trip_auto_transfers as a')
        .innerJoin('trip_transfers as t', 't.id', 'a.transfer_id')
        .leftJoin('locations_view as fl', 'fl.id', 'a.leg_from_location_id')
        .leftJoin('locations_view as tl', 'tl.id', 'a.leg_to_location_id')
        .leftJoin('transfer_route_providers as rp', 'rp.id', 'a.route_provider_id')
        .leftJoin('providers_view as p', 'p.id', 'rp.provider_id')
        .leftJoin('transfer_route_rates as r', 'r.id', 'a.rate_row_id')
        .select([
          'a.transfer_id',
          'fl.name as from_location_name',
          'tl.name as to_location_name',
          'p.commercial_name as provider_name',
          'a.priority',
          'a.rate_row_id',
          'r.start_provider_id',
          'r.start_meeting_point_id',
          'r.end_provider_id',
          'r.end_meeting_point_id',
          'a.edited_fields',
          't.is_open_auto_transfer_from',
          't.is_open_auto_transfer_to',
          'a.created_at',
        ])
        .where('a.trip_id', '=', tripId)
        .where('a.dismissed_at', 'is', null)
        .orderBy('t.date')
        .orderBy('t.id')
        .execute();
    },
  };
}
export type AutoTransfersRepo = ReturnType<typeof createAutoTransfersRepo>;
