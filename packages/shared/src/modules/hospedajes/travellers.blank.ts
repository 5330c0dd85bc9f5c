import type { TravellerInput } from './travellers.schema.ts';

/** A traveller with nothing filled in: the editor's new row, and the base of the customer as traveller. */
export const blankTraveller: Readonly<TravellerInput> = {
  first_name: '',
  surname1: '',
  surname2: '',
  document_type: '',
  document_number: '',
  document_support: '',
  nationality_id: null,
  birth_date: null,
  sex: '',
  address: '',
  municipality_code: '',
  municipality_name: '',
  postal_code: '',
  country_id: null,
  phone: '',
  email: '',
  relationship: '',
  diet: '',
  bike_height_cm: null,
  emergency_name: '',
  emergency_phone: '',
};
