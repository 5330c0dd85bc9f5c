import { MultiSelect, NumberInput, Switch, Textarea, TextInput } from '@mantine/core';
import type { LookupItem } from '@trips/shared/modules/lookups/lookups.schema';
import { LookupSelect } from '../../../engine/form/LookupSelect';
import { RemotePicker } from '../../../engine/options/RemotePicker';
import type { Option } from '../../../engine/options/remoteOptions';
import { useLookup } from '../../../engine/options/useLookup';
import type { TripFieldSpec, TripInfo } from './tripFields';

export interface TripFieldProps {
  spec: TripFieldSpec;
  info: TripInfo;
  /** The chosen location of a location field, with its name. */
  location?: Option | null;
  error?: string;
  onChange: (patch: Partial<TripInfo>, location?: Option | null) => void;
}

const options = (items: readonly LookupItem[]) => items.map((i) => ({ value: String(i.id), label: i.name }));

function LookupControl({ spec, info, error, onChange, label }: TripFieldProps & { label: string }) {
  return (
    <LookupSelect
      lookup={'lookup' in spec ? spec.lookup : ''}
      label={label}
      required={'required' in spec && spec.required}
      value={info[spec.key] as number | null}
      onChange={(id) => onChange({ [spec.key]: id })}
      error={error}
    />
  );
}

function TagsControl({ spec, info, error, onChange, label }: TripFieldProps & { label: string }) {
  const items = useLookup('trip_tags').data ?? [];
  return (
    <MultiSelect
      label={label}
      searchable
      clearable
      data={options(items)}
      value={info.tag_ids.map(String)}
      onChange={(ids) => onChange({ [spec.key]: ids.map(Number) })}
      error={error}
      nothingFoundMessage="Nothing found"
    />
  );
}

/** The one control of a trip field, chosen by its spec; every control has a visible label. */
export function TripFieldControl(props: TripFieldProps) {
  const { spec, info, error, onChange, location } = props;
  const label = spec.label;
  const set = (value: unknown) => onChange({ [spec.key]: value });
  const required = 'required' in spec && spec.required;
  switch (spec.kind) {
    case 'text':
    case 'email':
    case 'url':
      return (
        <TextInput
          label={label}
          type={spec.kind === 'text' ? 'text' : spec.kind}
          required={required}
          maxLength={spec.max}
          value={info[spec.key] as string}
          onChange={(e) => set(e.currentTarget.value)}
          error={error}
        />
      );
    case 'textarea':
      return (
        <Textarea
          label={label}
          autosize
          minRows={3}
          maxRows={12}
          maxLength={spec.max}
          value={info[spec.key] as string}
          onChange={(e) => set(e.currentTarget.value)}
          error={error}
        />
      );
    case 'date':
      return (
        <TextInput
          label={label}
          type="date"
          required={required}
          value={(info[spec.key] as string | null) ?? ''}
          onChange={(e) => set(e.currentTarget.value || (required ? '' : null))}
          error={error}
        />
      );
    case 'number':
      return (
        <NumberInput
          label={label}
          min={spec.min}
          max={spec.max}
          decimalScale={spec.decimals}
          allowDecimal={spec.decimals > 0}
          thousandSeparator={spec.decimals > 0 ? ',' : undefined}
          value={(info[spec.key] as number | null) ?? ''}
          onChange={(v) => set(typeof v === 'number' ? v : v === '' ? spec.min : Number(v))}
          error={error}
        />
      );
    case 'switch':
      return (
        <Switch
          mt="lg"
          label={label}
          checked={info[spec.key] as boolean}
          onChange={(e) => set(e.currentTarget.checked)}
          error={error}
        />
      );
    case 'lookup':
      return <LookupControl {...props} label={label} />;
    case 'tags':
      return <TagsControl {...props} label={label} />;
    case 'location':
      return (
        <RemotePicker
          label={label}
          resource="locations"
          value={location ?? null}
          onPick={(picked) => onChange({ [spec.key]: picked.id }, picked)}
          onClear={() => onChange({ [spec.key]: null }, null)}
          placeholder="Search locations…"
          error={error}
        />
      );
  }
}
