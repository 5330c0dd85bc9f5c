import { MultiSelect, NumberInput, Select, Switch, Textarea, TextInput } from '@mantine/core';
import type { LookupItem } from '@trips/shared/modules/lookups/lookups.schema';
import { LookupSelect } from '../../../engine/form/LookupSelect';
import { useLookup } from '../../../engine/options/useLookup';
import type { FieldSpec } from './fieldSpecs';
import type { ProviderFields } from './providerDraft';

interface Props {
  spec: FieldSpec;
  fields: ProviderFields;
  error?: string;
  onChange: (patch: Partial<ProviderFields>) => void;
}

const options = (items: readonly LookupItem[]) => items.map((i) => ({ value: String(i.id), label: i.name }));
function LookupControl({ spec, fields, error, onChange }: Props & { spec: { lookup: string } }) {
  const required = 'required' in spec && spec.required;
  // A category is never empty (0 means "choose one"); regions offered are those of the chosen country.
  return (
    <LookupSelect
      lookup={spec.lookup}
      label={spec.label}
      required={required}
      value={fields[spec.key] as number | null}
      filter={spec.key === 'state_id' ? (i) => i.country_id === fields.country_id : undefined}
      onChange={(id) => onChange({ [spec.key]: spec.key === 'category_id' ? (id ?? 0) : id })}
      error={error}
    />
  );
}

function TagsControl({ spec, fields, error, onChange }: Props) {
  const items = useLookup('provider_tags').data ?? [];
  return (
    <MultiSelect
      label={spec.label}
      searchable
      clearable
      data={options(items)}
      value={fields.tag_ids.map(String)}
      onChange={(ids) => onChange({ tag_ids: ids.map(Number) })}
      error={error}
    />
  );
}

/** The one control of a provider field, chosen by its spec. */
export function FieldControl(props: Props) {
  const { spec, fields, error, onChange } = props;
  const set = (value: unknown) => onChange({ [spec.key]: value });
  switch (spec.kind) {
    case 'text':
    case 'email':
      return (
        <TextInput
          label={spec.label}
          type={spec.kind}
          required={spec.required}
          maxLength={spec.max}
          value={fields[spec.key] as string}
          onChange={(e) => set(e.currentTarget.value)}
          error={error}
        />
      );
    case 'textarea':
      return (
        <Textarea
          label={spec.label}
          autosize
          minRows={3}
          maxLength={spec.max}
          value={fields[spec.key] as string}
          onChange={(e) => set(e.currentTarget.value)}
          error={error}
        />
      );
    case 'number':
      return (
        <NumberInput
          label={spec.label}
          min={spec.min}
          max={spec.max}
          decimalScale={spec.decimals}
          value={(fields[spec.key] as number | null) ?? ''}
          onChange={(v) => set(typeof v === 'number' ? v : v === '' ? null : Number(v))}
          error={error}
        />
      );
    case 'switch':
      return (
        <Switch
          mt="xs"
          label={spec.label}
          checked={fields[spec.key] as boolean}
          onChange={(e) => set(e.currentTarget.checked)}
          error={error}
        />
      );
    case 'status':
      return (
        <Select
          label={spec.label}
          data={[
            { value: 'active', label: 'Active' },
            { value: 'inactive', label: 'Inactive' },
          ]}
          value={fields.status}
          allowDeselect={false}
          onChange={(v) => set(v ?? 'active')}
          error={error}
        />
      );
    case 'lookup':
      return <LookupControl {...props} spec={spec} />;
    case 'tags':
      return <TagsControl {...props} />;
  }
}
