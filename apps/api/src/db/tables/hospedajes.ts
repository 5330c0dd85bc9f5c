import type { Generated } from 'kysely';

/** A traveller of a trip as the Ministry names a person (migration 0025). */
export interface TripTravellersTable {
  id: Generated<number>;
  trip_id: number;
  position: number;
  first_name: string;
  surname1: string;
  surname2: Generated<string>;
  document_type: Generated<string>;
  document_number: Generated<string>;
  document_support: Generated<string>;
  nationality_id: number | null;
  birth_date: string | null;
  sex: Generated<string>;
  address: Generated<string>;
  municipality_code: Generated<string>;
  municipality_name: Generated<string>;
  postal_code: Generated<string>;
  country_id: number | null;
  phone: Generated<string>;
  email: Generated<string>;
  relationship: Generated<string>;
  /** Beyond SES.Hospedajes, what the operator needs (migration 0051). */
  diet: Generated<string>;
  bike_height_cm: number | null;
  emergency_name: Generated<string>;
  emergency_phone: Generated<string>;
}

export interface HospedajesCommunicationsTable {
  id: Generated<number>;
  accommodation_id: number;
  trip_id: number | null;
  operation: 'A' | 'B';
  state: 'sent' | 'accepted' | 'rejected';
  xml: string;
  batch: Generated<string>;
  communication_code: Generated<string>;
  error: Generated<string>;
  created_at: Date;
  answered_at: Date | null;
}

export interface HospedajesTables {
  trip_travellers: TripTravellersTable;
  trip_traveller_versions: { trip_id: number; version: Generated<number> };
  hospedajes_communications: HospedajesCommunicationsTable;
}
