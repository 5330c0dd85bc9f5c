import { msg } from '@lingui/core/macro';
import { travellerLimits as max } from '@trips/shared/modules/hospedajes/travellers.constants';
import type { FieldSpec } from '../../../engine/form/fieldSpec';
import { travellerChoices } from '../../../lib/travellerChoices';

/** A traveller's fields as the Ministry's communication names a person, in the form's order. */
export const travellerFields: readonly FieldSpec[] = [
  { key: 'first_name', label: msg`First name`, kind: 'text', max: max.name, required: true },
  { key: 'surname1', label: msg`First surname`, kind: 'text', max: max.name, required: true },
  { key: 'surname2', label: msg`Second surname`, kind: 'text', max: max.name },
  {
    key: 'document_type',
    label: msg`Document type`,
    kind: 'select',
    options: travellerChoices.document_type,
  },
  { key: 'document_number', label: msg`Document number`, kind: 'text', max: max.document },
  { key: 'document_support', label: msg`Support number`, kind: 'text', max: max.support },
  { key: 'nationality_id', label: msg`Nationality`, kind: 'lookup', lookup: 'countries' },
  { key: 'birth_date', label: msg`Birth date`, kind: 'date' },
  { key: 'sex', label: msg`Sex`, kind: 'select', options: travellerChoices.sex },
  { key: 'address', label: msg`Address`, kind: 'text', max: max.address },
  { key: 'postal_code', label: msg`Postal code`, kind: 'text', max: max.postalCode },
  { key: 'country_id', label: msg`Country`, kind: 'lookup', lookup: 'countries' },
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
  {
    key: 'bike_height_cm',
    label: msg`Height for the bike (cm)`,
    kind: 'number',
    min: 80,
    max: 230,
    empty: null,
  },
  { key: 'emergency_name', label: msg`Emergency contact: name`, kind: 'text', max: max.name },
  { key: 'emergency_phone', label: msg`Emergency contact: phone`, kind: 'tel', max: max.phone },
];
