import { NumberInput, Switch, Textarea, TextInput } from '@mantine/core';
import { LookupSelect } from '../../../engine/form/LookupSelect';
import type { RowFieldSpec } from './rowFields';

type Values = Record<string, unknown>;

interface Props {
  spec: RowFieldSpec;
  row: Values;
  error?: string;
  onChange: (patch: Values) => void;
}

function LookupControl({ spec, row, error, onChange }: Props & { spec: { lookup: string } }) {
  return (
    <LookupSelect
      size="xs"
      lookup={spec.lookup}
      label={spec.label}
      required={'required' in spec && !!spec.required}
      value={row[spec.key] as number | null}
      onChange={(id, item) =>
        onChange({
          [spec.key]: id,
          ...('name' in spec && spec.name ? { [spec.name]: item?.name ?? null } : {}),
        })
      }
      error={error}
    />
  );
}

/** The control of one plain row field, chosen by its spec; every control has a visible label. */
export function RowFieldControl(props: Props) {
  const { spec, row, error, onChange } = props;
  const set = (value: unknown) => onChange({ [spec.key]: value });
  const common = { size: 'xs' as const, label: spec.label, error };
  switch (spec.kind) {
    case 'text':
      return (
        <TextInput
          {...common}
          maxLength={spec.max}
          value={row[spec.key] as string}
          onChange={(e) => set(e.currentTarget.value)}
        />
      );
    case 'textarea':
      return (
        <Textarea
          {...common}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={4000}
          value={row[spec.key] as string}
          onChange={(e) => set(e.currentTarget.value)}
        />
      );
    case 'date':
      return (
        <TextInput
          {...common}
          type="date"
          value={(row[spec.key] as string | null) ?? ''}
          onChange={(e) => set(e.currentTarget.value || null)}
        />
      );
    case 'count':
    case 'money': {
      const money = spec.kind === 'money';
      return (
        <NumberInput
          {...common}
          min={0}
          max={money ? 9_999_999_999 : 100_000}
          decimalScale={money ? 2 : 0}
          allowDecimal={money}
          allowNegative={false}
          value={(row[spec.key] as number | null) ?? ''}
          onChange={(v) => set(v === '' ? (money ? null : 0) : Number(v))}
        />
      );
    }
    case 'switch':
      return (
        <Switch
          size="xs"
          label={spec.label}
          checked={row[spec.key] as boolean}
          onChange={(e) => set(e.currentTarget.checked)}
          error={error}
        />
      );
    case 'lookup':
      return <LookupControl {...props} spec={spec} />;
  }
}
