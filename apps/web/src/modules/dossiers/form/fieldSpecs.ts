import { msg } from '@lingui/core/macro';
import type { FieldSpec } from '../../../engine/form/fieldSpec';

/** The dossier's general information (spec part 2 §3 "Dossier"). */
export const generalFields: readonly FieldSpec[] = [
  { key: 'branding_id', label: msg`Brand`, kind: 'lookup', lookup: 'brandings', required: true },
  { key: 'is_active', label: msg`Active`, kind: 'boolean' },
  { key: 'title', label: msg`Document title`, kind: 'languages', max: 255 },
  { key: 'text', label: msg`Document text`, kind: 'languages', max: 20_000, multiline: true },
];

/** A setting item: the trips the dossier is for (an empty location is any). */
export const settingFields: readonly FieldSpec[] = [
  { key: 'trip_type_id', label: msg`Trip type`, kind: 'lookup', lookup: 'trip_types', required: true },
  { key: 'start_location_id', label: msg`Start location`, kind: 'remote', resource: 'locations' },
  { key: 'end_location_id', label: msg`End location`, kind: 'remote', resource: 'locations' },
  { key: 'holiday_id', label: msg`Holiday id`, kind: 'text', max: 100 },
  { key: 'holiday', label: msg`Holiday`, kind: 'text', max: 100 },
  { key: 'title', label: msg`Title`, kind: 'text', max: 255 },
];

export const locationField: FieldSpec = {
  key: 'location_id',
  label: msg`Location`,
  kind: 'remote',
  resource: 'locations',
  required: true,
};
export const holidayFields: readonly FieldSpec[] = [
  { key: 'holiday_id', label: msg`Holiday id`, kind: 'text', max: 100, required: true },
  { key: 'holiday', label: msg`Holiday`, kind: 'text', max: 100 },
];
