import type { ColumnType, Generated } from 'kysely';

export interface TransferRoutesTable {
  id: Generated<number>;
  start_location_id: number;
  end_location_id: number;
  version: Generated<number>;
  created_at: Generated<Date>;
}

export interface TransferRouteProvidersTable {
  id: Generated<number>;
  route_id: number;
  provider_id: number;
  priority: number;
}

export interface TransferRouteRatesTable {
  id: Generated<number>;
  route_provider_id: number;
  position: number;
  transfer_type_id: number;
  start_meeting_point_id: number | null;
  start_provider_id: number | null;
  end_meeting_point_id: number | null;
  end_provider_id: number | null;
  rate_id: number | null;
  qty_start: Generated<number>;
  qty_end: Generated<number>;
  automated_creation: Generated<boolean>;
  automated_processing: Generated<boolean>;
}

/** What the system last wrote on an automatic luggage row and why (migration 0020). */
export interface TripAutoTransfersTable {
  transfer_id: number;
  trip_id: number;
  leg_from_location_id: number;
  leg_to_location_id: number;
  route_provider_id: number | null;
  rate_row_id: number | null;
  priority: number | null;
  written: ColumnType<Record<string, unknown>, string, string>;
  edited_fields: ColumnType<string[], string | undefined, string>;
  /** Set when staff deleted the row (migration 0026): its change of place gets no new row. */
  dismissed_at: ColumnType<Date | null, never, Date | null>;
  /** Dismissed by the itinerary the trip was made from (bags stay with the party), not by staff. */
  planned_off: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** The tables of migrations 0018, 0020 and 0026. */
export interface TransferTables {
  transfer_routes: TransferRoutesTable;
  transfer_route_providers: TransferRouteProvidersTable;
  transfer_route_rates: TransferRouteRatesTable;
  trip_auto_transfers: TripAutoTransfersTable;
}
