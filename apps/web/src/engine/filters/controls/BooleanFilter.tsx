import { SegmentedControl } from '@mantine/core';
import { filterActions } from '@trips/shared/list/actions';
import type { ControlProps } from './types';

const choices = [
  { value: 'any', label: 'Any' },
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

/** Yes, No or Any (no constraint). */
export function BooleanFilter({ name, field, filter, dispatch }: ControlProps) {
  const current = filter.values[0] === true ? 'yes' : filter.values[0] === false ? 'no' : 'any';
  const choose = (value: string) =>
    dispatch(filterActions.setValues(name, value === 'any' ? [] : [value === 'yes']));
  return (
    <SegmentedControl
      size="xs"
      fullWidth
      aria-label={field.label}
      data={choices}
      value={current}
      onChange={choose}
    />
  );
}
