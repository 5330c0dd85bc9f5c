import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  documentTypes,
  travellerLimits as max,
  relationships,
  sexes,
} from '@trips/shared/modules/hospedajes/travellers.constants';

/** A choice of a traveller's field: its SES.Hospedajes code and its label. */
export interface TravellerChoice {
  value: string;
  label: MessageDescriptor;
}

const documentLabels = {
  NIF: msg`DNI (Spanish ID card)`,
  NIE: msg`NIE (foreigner's number)`,
  PAS: msg`Passport`,
  OTRO: msg`Other document`,
};
const sexLabels = { H: msg`Male`, M: msg`Female`, O: msg`Other` };
const relationshipLabels = {
  PM: msg`Parent`,
  HJ: msg`Child`,
  AB: msg`Grandparent`,
  NI: msg`Grandchild`,
  HR: msg`Sibling`,
  TI: msg`Uncle or aunt`,
  SB: msg`Nephew or niece`,
  BA: msg`Great-grandparent`,
  BN: msg`Great-grandchild`,
  CD: msg`Brother- or sister-in-law`,
  CY: msg`Spouse`,
  SG: msg`Parent-in-law`,
  YN: msg`Son- or daughter-in-law`,
  TU: msg`Guardian`,
  OT: msg`Other relationship`,
};
const choices = <K extends string>(values: readonly K[], labels: Record<K, MessageDescriptor>) =>
  values.map((value): TravellerChoice => ({ value, label: labels[value] }));

const travellerChoices = {
  document_type: choices(documentTypes, documentLabels),
  sex: choices(sexes, sexLabels),
  relationship: choices(relationships, relationshipLabels),
};

/** One field of a traveller's card: its key, its label for staff, its kind, its longest value, its choices. */
export interface TravellerCardField {
  key: string;
  label: MessageDescriptor;
  kind: 'text' | 'tel' | 'email' | 'date' | 'number' | 'select' | 'country';
  max?: number;
  options?: readonly TravellerChoice[];
}

/**
 * A traveller's card in its order, as the Ministry's communication names a person (SES.Hospedajes
 * "persona") and then the operator's needs: the staff's Travellers panel and the traveller's own page each
 * build their form from it, in their own words where they differ.
 */
export const travellerCard: readonly TravellerCardField[] = [
  { key: 'first_name', label: msg`First name`, kind: 'text', max: max.name },
  { key: 'surname1', label: msg`First surname`, kind: 'text', max: max.name },
  { key: 'surname2', label: msg`Second surname`, kind: 'text', max: max.name },
  {
    key: 'document_type',
    label: msg`Document type`,
    kind: 'select',
    options: travellerChoices.document_type,
  },
  { key: 'document_number', label: msg`Document number`, kind: 'text', max: max.document },
  { key: 'document_support', label: msg`Support number`, kind: 'text', max: max.support },
  { key: 'nationality_id', label: msg`Nationality`, kind: 'country' },
  { key: 'birth_date', label: msg`Birth date`, kind: 'date' },
  { key: 'sex', label: msg`Sex`, kind: 'select', options: travellerChoices.sex },
  { key: 'address', label: msg`Address`, kind: 'text', max: max.address },
  { key: 'postal_code', label: msg`Postal code`, kind: 'text', max: max.postalCode },
  { key: 'country_id', label: msg`Country`, kind: 'country' },
  { key: 'municipality_code', label: msg`Municipality code (INE, Spain)`, kind: 'text', max: 5 },
  { key: 'municipality_name', label: msg`Municipality`, kind: 'text', max: max.municipalityName },
  { key: 'phone', label: msg`Phone`, kind: 'tel', max: max.phone },
  { key: 'email', label: msg`Email`, kind: 'email', max: max.email },
  {
    key: 'relationship',
    label: msg`Relationship (minors)`,
    kind: 'select',
    options: travellerChoices.relationship,
  },
  { key: 'diet', label: msg`Diet and allergies`, kind: 'text', max: max.diet },
  { key: 'bike_height_cm', label: msg`Height for the bike (cm)`, kind: 'number' },
  { key: 'emergency_name', label: msg`Emergency contact: name`, kind: 'text', max: max.name },
  { key: 'emergency_phone', label: msg`Emergency contact: phone`, kind: 'tel', max: max.phone },
];
