import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { travellerLimits as max } from '@trips/shared/modules/hospedajes/travellers.constants';
import { travellerChoices } from '../../lib/travellerChoices';

export interface PageField {
  key: string;
  label: MessageDescriptor;
  kind: 'text' | 'tel' | 'email' | 'date' | 'number' | 'select' | 'country' | 'textarea';
  max?: number;
  options?: { value: string; label: MessageDescriptor }[];
  hint?: MessageDescriptor;
  autoComplete?: string;
  /** Shown only on cycling trips. */
  cycling?: boolean;
}

/** A traveller's card: the SES.Hospedajes "persona" (as the staff's Travellers panel), then the operator's needs. */
export const pageFields: readonly PageField[] = [
  { key: 'first_name', label: msg`First name`, kind: 'text', max: max.name, autoComplete: 'given-name' },
  { key: 'surname1', label: msg`First surname`, kind: 'text', max: max.name, autoComplete: 'family-name' },
  { key: 'surname2', label: msg`Second surname`, kind: 'text', max: max.name },
  {
    key: 'document_type',
    label: msg`Document type`,
    kind: 'select',
    options: travellerChoices.document_type,
  },
  { key: 'document_number', label: msg`Document number`, kind: 'text', max: max.document },
  {
    key: 'document_support',
    label: msg`Support number`,
    kind: 'text',
    max: max.support,
    hint: msg`On a DNI or NIE card: the 9 letters and digits printed on it.`,
  },
  { key: 'nationality_id', label: msg`Nationality`, kind: 'country' },
  { key: 'birth_date', label: msg`Birth date`, kind: 'date', autoComplete: 'bday' },
  { key: 'sex', label: msg`Sex`, kind: 'select', options: travellerChoices.sex },
  { key: 'address', label: msg`Address`, kind: 'text', max: max.address, autoComplete: 'street-address' },
  {
    key: 'postal_code',
    label: msg`Postal code`,
    kind: 'text',
    max: max.postalCode,
    autoComplete: 'postal-code',
  },
  { key: 'country_id', label: msg`Country of residence`, kind: 'country' },
  {
    key: 'municipality_code',
    label: msg`Municipality code (INE)`,
    kind: 'text',
    max: 5,
    hint: msg`Residents of Spain only: the 5 digits of your municipality.`,
  },
  { key: 'municipality_name', label: msg`Town or city`, kind: 'text', max: max.municipalityName },
  { key: 'phone', label: msg`Phone`, kind: 'tel', max: max.phone, autoComplete: 'tel' },
  { key: 'email', label: msg`Email`, kind: 'email', max: max.email, autoComplete: 'email' },
  {
    key: 'relationship',
    label: msg`Relationship to the adult (under 18 only)`,
    kind: 'select',
    options: travellerChoices.relationship,
  },
  { key: 'diet', label: msg`Diet and allergies`, kind: 'textarea', max: max.diet },
  { key: 'bike_height_cm', label: msg`Height for the bike (cm)`, kind: 'number', cycling: true },
  { key: 'emergency_name', label: msg`Emergency contact: name`, kind: 'text', max: max.name },
  { key: 'emergency_phone', label: msg`Emergency contact: phone`, kind: 'tel', max: max.phone },
];
