import { useLingui } from '@lingui/react/macro';
import { SegmentedControl } from '@mantine/core';
import { filterActions } from '@trips/shared/list/actions';
import type { ControlProps } from './types';

/** Yes, No or Any (no constraint). */
export function BooleanFilter({ name, label, filter, dispatch }: ControlProps) {
  const { t } = useLingui();
  const choices = [
    { value: 'any', label: t`Any` },
    { value: 'yes', label: t`Yes` },
    { value: 'no', label: t`No` },
  ];
  const current = filter.values[0] === true ? 'yes' : filter.values[0] === false ? 'no' : 'any';
  const choose = (value: string) =>
    dispatch(filterActions.setValues(name, value === 'any' ? [] : [value === 'yes']));
  return (
    <SegmentedControl
      size="xs"
      fullWidth
      aria-label={label}
      data={choices}
      value={current}
      onChange={choose}
    />
  );
}
