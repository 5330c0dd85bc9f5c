import { Group, NativeSelect } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { filterActions } from '@trips/shared/list/actions';
import { type DateUnit, dateUnits, type FilterValue, isSpanOperator } from '@trips/shared/list/kinds';
import { dateUnitLabels } from '../operatorLabels';
import { FilterNumber } from './NumberFilter';
import type { ControlProps } from './types';

const unitOptions = dateUnits.map((unit) => ({ value: unit, label: dateUnitLabels[unit] }));

interface DayProps {
  label: string;
  placeholder: string;
  value: FilterValue;
  apply: (value: string) => void;
}

/** One day; the calendar starts its weeks on Monday (DatesProvider, spec part 1 §9). */
function Day({ label, placeholder, value, apply }: DayProps) {
  return (
    <DatePickerInput
      size="xs"
      aria-label={label}
      placeholder={placeholder}
      value={typeof value === 'string' && value ? value : null}
      onChange={(day) => apply(day ?? '')}
      valueFormat="D MMM YYYY"
      clearable
      firstDayOfWeek={1}
      popoverProps={{ withinPortal: false }}
    />
  );
}

/** Dates: a from–to range, one day, or a number of days/weeks/months/years back (in the last) or ahead (due in). */
export default function DateFilter({ name, field, filter, dispatch }: ControlProps) {
  const op = filter.option_type;
  if (isSpanOperator(op)) {
    return (
      <Group gap={6} grow wrap="nowrap">
        <FilterNumber
          label={`${field.label}, number`}
          placeholder="Number"
          value={filter.values[0] ?? ''}
          count
          apply={(n) => dispatch(filterActions.setValues(name, n === '' ? [] : [n]))}
        />
        <NativeSelect
          size="xs"
          aria-label={`${field.label}, unit`}
          data={unitOptions}
          value={filter.value_type ?? 'day'}
          onChange={(e) => dispatch(filterActions.setDateType(name, e.currentTarget.value as DateUnit))}
        />
      </Group>
    );
  }
  if (op !== 'between') {
    const apply = (day: string) => dispatch(filterActions.setValues(name, day ? [day] : []));
    return (
      <Day label={`${field.label}, day`} placeholder="Day" value={filter.values[0] ?? ''} apply={apply} />
    );
  }
  const edit = (index: number) => (day: string) => dispatch(filterActions.editRow(name, index, day));
  return (
    <Group gap={6} grow wrap="nowrap">
      <Day label={`${field.label}, from`} placeholder="From" value={filter.values[0] ?? ''} apply={edit(0)} />
      <Day label={`${field.label}, to`} placeholder="To" value={filter.values[1] ?? ''} apply={edit(1)} />
    </Group>
  );
}
