import { useLingui } from '@lingui/react/macro';
import { Group, NumberInput } from '@mantine/core';
import { filterActions } from '@trips/shared/list/actions';
import type { FilterValue } from '@trips/shared/list/kinds';
import { useDraft } from '../useDraft';
import { type ControlProps, numberValue } from './types';

interface InputProps {
  label: string;
  placeholder: string;
  value: FilterValue;
  suffix?: string;
  /** Counts of days, weeks…: whole numbers from 1. */
  count?: boolean;
  apply: (value: number | '') => void;
}

/** One number input that applies after a typing pause. */
export function FilterNumber({ label, placeholder, value, suffix, count, apply }: InputProps) {
  const { draft, change, applyNow } = useDraft<string | number>(typeof value === 'number' ? value : '', (v) =>
    apply(numberValue(v)),
  );
  return (
    <NumberInput
      size="xs"
      aria-label={label}
      placeholder={placeholder}
      value={draft}
      onChange={change}
      onBlur={applyNow}
      suffix={suffix}
      min={count ? 1 : undefined}
      allowDecimal={!count}
      allowNegative={!count}
      hideControls
    />
  );
}

/** Numbers and percentages: a from–to range (either end may stay open) or one exact value. */
export default function NumberFilter({ name, field, label, filter, dispatch }: ControlProps) {
  const { t } = useLingui();
  const suffix = field.kind === 'percentage' ? '%' : undefined;
  if (filter.option_type !== 'between') {
    return (
      <FilterNumber
        label={t`${label}, value`}
        placeholder={t`Value`}
        value={filter.values[0] ?? ''}
        suffix={suffix}
        apply={(v) => dispatch(filterActions.setValues(name, v === '' ? [] : [v]))}
      />
    );
  }
  const edit = (index: number) => (v: number | '') => dispatch(filterActions.editRow(name, index, v));
  return (
    <Group gap={6} grow wrap="nowrap">
      <FilterNumber
        label={t`${label}, from`}
        placeholder={t`From`}
        value={filter.values[0] ?? ''}
        suffix={suffix}
        apply={edit(0)}
      />
      <FilterNumber
        label={t`${label}, to`}
        placeholder={t`To`}
        value={filter.values[1] ?? ''}
        suffix={suffix}
        apply={edit(1)}
      />
    </Group>
  );
}
