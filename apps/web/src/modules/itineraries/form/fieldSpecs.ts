import { msg } from '@lingui/core/macro';
import { itineraryLimits } from '@trips/shared/modules/itineraries/itineraries.constants';
import type { FieldSpec } from '../../../engine/form/fieldSpec';

/** The holiday: its id, a name per language, what kind of trip, under which brands. */
export const generalFields: readonly FieldSpec[] = [
  { key: 'holiday_id', label: msg`Holiday id`, kind: 'text', max: 100, required: true },
  { key: 'trip_type_id', label: msg`Trip type`, kind: 'lookup', lookup: 'trip_types' },
  { key: 'name', label: msg`Name (English)`, kind: 'text', max: 100, required: true },
  { key: 'name_es', label: msg`Name (Spanish)`, kind: 'text', max: 100 },
  { key: 'name_de', label: msg`Name (German)`, kind: 'text', max: 100 },
  { key: 'branding_ids', label: msg`Brands`, kind: 'lookups', lookup: 'brandings' },
  { key: 'is_active', label: msg`Active`, kind: 'boolean', description: msg`Offered when a trip is planned` },
  { key: 'notes', label: msg`Notes`, kind: 'textarea', max: 5000, rows: 2 },
];

const day: FieldSpec = { key: 'day', label: msg`Day`, kind: 'number', min: 1, max: 366, decimals: 0 };

/** The walk or ride that reaches a stage's place, printed day by day in the travel pack; empty when not known. */
export const stageFigureFields: readonly FieldSpec[] = [
  { key: 'distance_km', label: msg`Distance (km)`, kind: 'number', min: 0, max: 500, decimals: 1 },
  { key: 'ascent_m', label: msg`Ascent (m)`, kind: 'number', min: 0, max: 9000, decimals: 0 },
  { key: 'descent_m', label: msg`Descent (m)`, kind: 'number', min: 0, max: 9000, decimals: 0 },
  {
    key: 'duration_minutes',
    label: msg`Usual time (minutes)`,
    kind: 'number',
    min: 0,
    max: 1440,
    decimals: 0,
  },
];

export const transferFields: readonly FieldSpec[] = [
  day,
  { key: 'from_location_id', label: msg`From`, kind: 'remote', resource: 'locations', required: true },
  { key: 'to_location_id', label: msg`To`, kind: 'remote', resource: 'locations', required: true },
  {
    key: 'kind',
    label: msg`Kind`,
    kind: 'select',
    required: true,
    options: [
      { value: 'people', label: msg`People` },
      { value: 'luggage', label: msg`Luggage only` },
    ],
  },
];

export const serviceFields: readonly FieldSpec[] = [
  day,
  { key: 'units', label: msg`Units`, kind: 'number', min: 1, max: 1000, decimals: 0, empty: 1 },
];

/** The numbers of a room plan: how many people, and how many rooms of each kind they take. */
export const roomKeys = ['individual_rooms', 'double_rooms', 'twin_rooms', 'triple_rooms'] as const;
export const roomPlanFields: readonly FieldSpec[] = [
  {
    key: 'party',
    label: msg`Party of`,
    kind: 'number',
    min: 1,
    max: itineraryLimits.partySize,
    decimals: 0,
    empty: 1,
  },
  { key: 'individual_rooms', label: msg`Single`, kind: 'number', min: 0, max: 20, decimals: 0, empty: 0 },
  { key: 'double_rooms', label: msg`Double`, kind: 'number', min: 0, max: 20, decimals: 0, empty: 0 },
  { key: 'twin_rooms', label: msg`Twin`, kind: 'number', min: 0, max: 20, decimals: 0, empty: 0 },
  { key: 'triple_rooms', label: msg`Triple`, kind: 'number', min: 0, max: 20, decimals: 0, empty: 0 },
];

/** Where the party sleeps, for how long, at which level, and whether the bags follow. */
export const stageFields: readonly FieldSpec[] = [
  day,
  { key: 'location_id', label: msg`Location`, kind: 'remote', resource: 'locations', required: true },
  {
    key: 'nights',
    label: msg`Nights`,
    kind: 'number',
    min: 1,
    max: itineraryLimits.nights,
    decimals: 0,
    empty: 0,
  },
  {
    key: 'accommodation_level_id',
    label: msg`Accommodation level`,
    kind: 'lookup',
    lookup: 'accommodation_levels',
  },
  { key: 'meals_id', label: msg`Meals`, kind: 'lookup', lookup: 'meals', required: true },
  {
    key: 'luggage',
    label: msg`Luggage transfer`,
    kind: 'boolean',
    description: msg`The bags follow from the previous stage`,
  },
  ...stageFigureFields,
];
