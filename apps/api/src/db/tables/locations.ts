import type { Generated } from 'kysely';
import type { CreatedAt, Timestamp } from './columns.ts';

export interface LocationsTable {
  id: Generated<number>;
  name: string;
  country_id: number;
  state_id: number | null;
  is_automated_processing: Generated<boolean>;
  breakfast_replacement_id: number | null;
  breakfast_dinner_replacement_id: number | null;
  breakfast_picnic_replacement_id: number | null;
  breakfast_dinner_picnic_replacement_id: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
  version: Generated<number>;
}
export interface LocationNameVariationsTable {
  id: Generated<number>;
  location_id: number;
  name: string;
}
export interface MeetingPointsTable {
  id: Generated<number>;
  location_id: number;
  name_eng: string;
  name_spn: Generated<string>;
  name_grm: Generated<string>;
}

/** The tables of migration 0005. */
export interface LocationTables {
  locations: LocationsTable;
  location_name_variations: LocationNameVariationsTable;
  meeting_points: MeetingPointsTable;
}
