import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { MultiSelect, Select, Switch, Textarea, TextInput } from '@mantine/core';
import type { LookupItem } from '@trips/shared/modules/lookups/lookups.schema';
import { numberSeparators } from '../../i18n/format';
import { tr } from '../../i18n/tr';
import { RemotePicker } from '../options/RemotePicker';
import type { Option } from '../options/remoteOptions';
import { useLookup } from '../options/useLookup';
import { DateField } from './controls/DateField';
import { ImageInput } from './controls/ImageInput';
import { LanguagesInput } from './controls/LanguagesInput';
import { numberRead, TypedNumberInput } from './controls/TypedNumberInput';
import { type FieldSpec, fractionOf, labelText, moneyMax, percentOf } from './fieldSpec';
import { LookupSelect } from './LookupSelect';
import { pickable } from './pickable';

/** The row a lookup or remote field points at, handed over with its id (a row keeps its name). */
export type Picked = LookupItem | Option | null;

export interface FieldControlProps {
  spec: FieldSpec;
  value: unknown;
  onChange: (value: unknown, picked?: Picked) => void;
  error?: string;
  /** Messages of a text per language, by language. */
  errors?: Partial<Record<string, string>>;
  /** What is saved (an image marks a change not saved yet). */
  saved?: unknown;
  size?: 'xs' | 'sm';
  readOnly?: boolean;
  disabled?: boolean;
  id?: string;
  /** Narrows a lookup's choices (the regions of the chosen country). */
  filter?: (item: LookupItem) => boolean;
  /** A remote field's chosen row with its name. */
  picked?: Option | null;
}

const fraction = (input: unknown) => (typeof input === 'number' ? fractionOf(input) : input);

function MultiLookup({ spec, value, onChange, error, size, readOnly, id }: FieldControlProps) {
  const { i18n } = useLingui();
  const ids = Array.isArray(value) ? (value as number[]) : [];
  const items = useLookup(spec.kind === 'lookups' ? spec.lookup : '').data ?? [];
  const data = pickable(items, ids).map((i) => ({ value: String(i.id), label: i.name }));
  return (
    <MultiSelect
      id={id}
      size={size}
      label={labelText(spec.label, i18n)}
      searchable
      clearable={!readOnly}
      readOnly={readOnly}
      data={data}
      value={ids.map(String)}
      onChange={(next) => onChange(next.map(Number))}
      error={error && tr(error, i18n)}
      nothingFoundMessage={i18n._(msg`Nothing found`)}
    />
  );
}

/** The one control of a form field, chosen by its spec; every control has a visible label. */
export function FieldControl(props: FieldControlProps) {
  const { spec, value, onChange, size, readOnly, disabled, id } = props;
  // Re-rendered when the language changes; a label is a catalogue message or a shared English text.
  const { i18n } = useLingui();
  const label = labelText(spec.label, i18n);
  // A message may be a shared English one (a check, the server's field error): shown in the language shown.
  const error = props.error && tr(props.error, i18n);
  const common = { id, size, label, required: spec.required, error, readOnly, disabled };
  const text = typeof value === 'string' ? value : '';
  switch (spec.kind) {
    case 'text':
    case 'email':
    case 'url':
    case 'tel':
      return (
        <TextInput
          {...common}
          type={spec.kind}
          maxLength={spec.max}
          value={text}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'textarea':
      return (
        <Textarea
          {...common}
          autosize
          minRows={spec.rows ?? 3}
          maxRows={12}
          maxLength={spec.max}
          value={text}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'date':
      return (
        <DateField
          {...common}
          value={text}
          onChange={(day) => onChange(day ?? (spec.required ? '' : null))}
        />
      );
    case 'number':
    case 'money': {
      const money = spec.kind === 'money';
      const decimals = money ? 2 : spec.decimals;
      const min = money ? 0 : spec.min;
      const separators = numberSeparators();
      return (
        <TypedNumberInput
          {...common}
          min={min}
          max={money ? moneyMax : spec.max}
          decimalScale={decimals}
          allowDecimal={decimals > 0}
          // A negative number stays on screen with the check's message, never silently dropped.
          allowNegative
          thousandSeparator={money ? separators.group : undefined}
          decimalSeparator={separators.decimal}
          value={value}
          read={numberRead(spec.empty === undefined ? null : spec.empty, false)}
          onChange={onChange}
        />
      );
    }
    case 'percentage':
      return (
        <TypedNumberInput
          {...common}
          min={0}
          max={percentOf(spec.max)}
          decimalSeparator={numberSeparators().decimal}
          suffix=" %"
          value={value}
          show={percentOf}
          read={(input) => fraction(numberRead(null)(input))}
          onChange={onChange}
        />
      );
    case 'boolean':
      return (
        <Switch
          id={id}
          size={size}
          mt={size === 'xs' ? undefined : 'lg'}
          label={label}
          checked={value === true}
          disabled={readOnly || disabled}
          onChange={(e) => onChange(e.currentTarget.checked)}
          error={error}
        />
      );
    case 'select':
      return (
        <Select
          {...common}
          data={spec.options.map((option) => ({ value: option.value, label: labelText(option.label, i18n) }))}
          value={typeof value === 'string' ? value : null}
          allowDeselect={!spec.required}
          onChange={(next) => onChange(next)}
        />
      );
    case 'lookup':
      return (
        <LookupSelect
          {...common}
          lookup={spec.lookup}
          value={typeof value === 'number' ? value : null}
          filter={props.filter}
          onChange={(next, item) => onChange(next, item)}
        />
      );
    case 'lookups':
      return <MultiLookup {...props} />;
    case 'remote':
      return (
        <RemotePicker
          label={label}
          size={size}
          resource={spec.resource}
          value={props.picked ?? null}
          onPick={(option) => onChange(option.id, option)}
          onClear={() => onChange(null, null)}
          placeholder={spec.placeholder}
          disabled={readOnly}
          error={error}
        />
      );
    case 'languages':
      return (
        <LanguagesInput
          label={label}
          size={size}
          value={value as never}
          onChange={onChange}
          max={spec.max}
          multiline={spec.multiline}
          errors={
            props.errors &&
            Object.fromEntries(Object.entries(props.errors).map(([k, m]) => [k, m && tr(m, i18n)]))
          }
          readOnly={readOnly}
        />
      );
    case 'image':
      return (
        <ImageInput
          id={id}
          subject={label}
          label={label}
          value={text}
          saved={typeof props.saved === 'string' ? props.saved : ''}
          onChange={onChange}
          error={error}
          readOnly={readOnly}
        />
      );
  }
}
