import { msg } from '@lingui/core/macro';
import { MultiSelect, Select } from '@mantine/core';
import { useLookup } from '../../options/useLookup';
import { labelText } from '../fieldSpec';
import { pickable } from '../pickable';
import { type KindProps, useInputProps } from './inputProps';

/** One of the spec's own options. */
export function ChoiceControl(props: KindProps<'select'>) {
  const { spec, value, onChange } = props;
  const { input, i18n } = useInputProps(props);
  return (
    <Select
      {...input}
      data={spec.options.map((option) => ({ value: option.value, label: labelText(option.label, i18n) }))}
      value={typeof value === 'string' ? value : null}
      allowDeselect={!spec.required}
      clearable={!spec.required && !props.readOnly}
      onChange={(next) => onChange(next)}
    />
  );
}

/** Several rows of a reference list (tags), by id. */
export function MultiLookup(props: KindProps<'lookups'>) {
  const { spec, value, onChange, readOnly } = props;
  const { input, i18n } = useInputProps(props);
  const ids = Array.isArray(value) ? (value as number[]) : [];
  const items = useLookup(spec.lookup).data ?? [];
  const data = pickable(items, ids).map((i) => ({ value: String(i.id), label: i.name }));
  return (
    <MultiSelect
      {...input}
      searchable
      clearable={!readOnly}
      data={data}
      value={ids.map(String)}
      onChange={(next) => onChange(next.map(Number))}
      nothingFoundMessage={i18n._(msg`Nothing found`)}
    />
  );
}
