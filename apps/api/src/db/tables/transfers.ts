import type { Generated } from 'kysely';

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

/** The tables of migration 0018. */
export interface TransferTables {
  transfer_routes: TransferRoutesTable;
  transfer_route_providers: TransferRouteProvidersTable;
  transfer_route_rates: TransferRouteRatesTable;
}
