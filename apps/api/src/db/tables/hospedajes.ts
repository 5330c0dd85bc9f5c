import type { Generated } from 'kysely';

/** A traveller of a trip as the Ministry names a person (migration 0025). */
export interface TripTravellersTable {
  id: Generated<number>;
  trip_id: number;
  position: number;
  first_name: string;
  surname1: string;
  surname2: string;
  document_type: string;
  document_number: string;
  document_support: string;
  nationality_id: number | null;
  birth_date: string | null;
  sex: string;
  address: string;
  municipality_code: string;
  municipality_name: string;
  postal_code: string;
  country_id: number | null;
  phone: string;
  email: string;
  relationship: string;
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
