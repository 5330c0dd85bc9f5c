import { useLingui } from '@lingui/react/macro';
import { Group, NativeSelect } from '@mantine/core';
import { filterActions } from '@trips/shared/list/actions';
import { type DateUnit, dateUnits, type FilterValue, isSpanOperator } from '@trips/shared/list/kinds';
import { DateField } from '../../form/controls/DateField';
import { dateUnitLabels } from '../operatorLabels';
import { FilterNumber } from './NumberFilter';
import type { ControlProps } from './types';

interface DayProps {
  label: string;
  placeholder: string;
  value: FilterValue;
  apply: (value: string) => void;
}

/** One day, typed or picked (the form engine's date control); the calendar stays inside the filter panel. */
function Day({ label, placeholder, value, apply }: DayProps) {
  return (
    <DateField
      size="xs"
      aria-label={label}
      placeholder={placeholder}
      value={typeof value === 'string' ? value : null}
      onChange={(day) => apply(day ?? '')}
      clearable
      popoverProps={{ withinPortal: false }}
    />
  );
}

/** Dates: a from–to range, one day, or a number of days/weeks/months/years back (in the last) or ahead (due in). */
export default function DateFilter({ name, label, filter, dispatch }: ControlProps) {
  const { t, i18n } = useLingui();
  const unitOptions = dateUnits.map((unit) => ({ value: unit, label: i18n._(dateUnitLabels[unit]) }));
  const op = filter.option_type;
  if (isSpanOperator(op)) {
    return (
      <Group gap={6} grow wrap="nowrap">
        <FilterNumber
          label={t`${label}, number`}
          placeholder={t`Number`}
          value={filter.values[0] ?? ''}
          count
          apply={(n) => dispatch(filterActions.setValues(name, n === '' ? [] : [n]))}
        />
        <NativeSelect
          size="xs"
          aria-label={t`${label}, unit`}
          data={unitOptions}
          value={filter.value_type ?? 'day'}
          onChange={(e) => dispatch(filterActions.setDateType(name, e.currentTarget.value as DateUnit))}
        />
      </Group>
    );
  }
  if (op !== 'between') {
    const apply = (day: string) => dispatch(filterActions.setValues(name, day ? [day] : []));
    return <Day label={t`${label}, day`} placeholder={t`Day`} value={filter.values[0] ?? ''} apply={apply} />;
  }
  const edit = (index: number) => (day: string) => dispatch(filterActions.editRow(name, index, day));
  return (
    <Group gap={6} grow wrap="nowrap">
      <Day label={t`${label}, from`} placeholder={t`From`} value={filter.values[0] ?? ''} apply={edit(0)} />
      <Day label={t`${label}, to`} placeholder={t`To`} value={filter.values[1] ?? ''} apply={edit(1)} />
    </Group>
  );
}
