import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type TravellerChoice, travellerCard } from '../../lib/travellerCard';

export interface PageField {
  key: string;
  label: MessageDescriptor;
  kind: 'text' | 'tel' | 'email' | 'date' | 'number' | 'select' | 'country' | 'textarea';
  max?: number;
  options?: readonly TravellerChoice[];
  hint?: MessageDescriptor;
  autoComplete?: string;
  /** Shown only on cycling trips. */
  cycling?: boolean;
}

/** How the traveller's own page says and fills in what the staff's card names otherwise. */
const onThePage: Record<string, Partial<PageField>> = {
  first_name: { autoComplete: 'given-name' },
  surname1: { autoComplete: 'family-name' },
  document_support: { hint: msg`On a DNI or NIE card: the 9 letters and digits printed on it.` },
  birth_date: { autoComplete: 'bday' },
  address: { autoComplete: 'street-address' },
  postal_code: { autoComplete: 'postal-code' },
  country_id: { label: msg`Country of residence` },
  municipality_code: {
    label: msg`Municipality code (INE)`,
    hint: msg`Residents of Spain only: the 5 digits of your municipality.`,
  },
  municipality_name: { label: msg`Town or city` },
  phone: { autoComplete: 'tel' },
  email: { autoComplete: 'email' },
  relationship: { label: msg`Relationship to the adult (under 18 only)` },
  diet: { kind: 'textarea' },
  bike_height_cm: { cycling: true },
};

/** A traveller's card: the SES.Hospedajes "persona" (as the staff's Travellers panel), then the operator's needs. */
export const pageFields: readonly PageField[] = travellerCard.map((field) => ({
  ...field,
  ...onThePage[field.key],
}));
