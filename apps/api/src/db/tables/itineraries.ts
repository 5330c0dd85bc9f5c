import type { RoomPlan } from '@trips/shared/modules/itineraries/itineraries.schema';
import type { ColumnType, Generated } from 'kysely';

export interface ItinerariesTable {
  id: Generated<number>;
  holiday_id: string;
  name: string;
  name_es: Generated<string>;
  name_de: Generated<string>;
  trip_type_id: number | null;
  notes: Generated<string>;
  is_active: Generated<boolean>;
  created_by: number | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  version: Generated<number>;
}

export interface ItineraryBrandingsTable {
  itinerary_id: number;
  branding_id: number;
}

export interface ItineraryStagesTable {
  id: Generated<number>;
  itinerary_id: number;
  position: number;
  day_offset: number;
  location_id: number;
  nights: number;
  accommodation_level_id: number | null;
  meals_id: Generated<number>;
  room_plans: ColumnType<RoomPlan[], string, string>;
  luggage: Generated<boolean>;
  distance_km: number | null;
  ascent_m: number | null;
  descent_m: number | null;
  duration_minutes: number | null;
}

export interface ItineraryTransfersTable {
  id: Generated<number>;
  itinerary_id: number;
  position: number;
  day_offset: number;
  from_location_id: number;
  to_location_id: number;
  kind: 'people' | 'luggage';
}

export interface ItineraryServicesTable {
  id: Generated<number>;
  itinerary_id: number;
  position: number;
  day_offset: number;
  service_id: number;
  units: Generated<number>;
}

export interface ItineraryTables {
  itineraries: ItinerariesTable;
  itinerary_brandings: ItineraryBrandingsTable;
  itinerary_stages: ItineraryStagesTable;
  itinerary_transfers: ItineraryTransfersTable;
  itinerary_services: ItineraryServicesTable;
}
