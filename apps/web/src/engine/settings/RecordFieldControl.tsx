import { useLingui } from '@lingui/react/macro';
import { Anchor, Checkbox, Group, PasswordInput, Stack } from '@mantine/core';
import {
  isoWeekDays,
  type RecordField,
  type RecordValue,
  SECRET_PLACEHOLDER,
} from '@trips/shared/settings/record-fields';
import { tr } from '../../i18n/tr';
import { TypedNumberInput } from '../form/controls/TypedNumberInput';
import { FieldControl } from '../form/FieldControl';
import { type FieldSpec, percentOf } from '../form/fieldSpec';
import { numberFromInput, secretFromInput, secretText, shownMessage } from './recordDraft';

interface Props {
  field: RecordField;
  value: RecordValue | undefined;
  /** The saved value (a secret's placeholder says whether one is kept). */
  saved: RecordValue | undefined;
  error?: string;
  disabled: boolean;
  onChange: (value: RecordValue) => void;
}

/** The id of a setting's input, so a failed save can take the user to it. */
export const recordInputId = (key: string) => `setting-${key}`;

type NumberField = Extract<RecordField, { kind: 'hours' | 'integer' | 'rate' }>;

function NumberControl({ field, value, error, disabled, onChange }: Props & { field: NumberField }) {
  const { t } = useLingui();
  const bounds =
    field.kind === 'integer'
      ? { min: field.min, max: field.max, allowDecimal: false }
      : { min: 0, max: field.kind === 'rate' ? percentOf(field.max) : undefined };
  return (
    <TypedNumberInput
      id={recordInputId(field.key)}
      label={tr(field.label)}
      value={value}
      show={field.kind === 'rate' ? percentOf : undefined}
      read={(input) => numberFromInput(field, input)}
      onChange={(next) => onChange(next as RecordValue)}
      {...bounds}
      allowNegative={false}
      suffix={field.kind === 'rate' ? ' %' : undefined}
      placeholder={
        field.kind === 'hours' || (field.kind === 'integer' && field.nullable) ? t`Not set` : undefined
      }
      error={shownMessage(field, error)}
      disabled={disabled}
    />
  );
}

/** The form engine's spec of a plain setting (a switch, a text, a choice). */
function plainSpec(field: Extract<RecordField, { kind: 'boolean' | 'text' | 'choice' }>): FieldSpec {
  const base = { key: field.key, label: field.label };
  if (field.kind === 'boolean') return { ...base, kind: 'boolean' };
  if (field.kind === 'choice') return { ...base, kind: 'select', options: field.options, required: true };
  return { ...base, kind: field.multiline ? 'textarea' : 'text', max: field.maxLength };
}

/** A stored secret is never shown: the input starts empty, and empty keeps what is saved. */
function SecretControl({
  field,
  value,
  saved,
  error,
  disabled,
  onChange,
}: Props & { field: Extract<RecordField, { kind: 'secret' }> }) {
  const { t } = useLingui();
  const label = tr(field.label);
  const lower = label.toLowerCase();
  const kept = saved === SECRET_PLACEHOLDER;
  const removed = kept && value === '';
  const placeholder = removed ? t`Removed on save` : kept ? t`Saved — leave empty to keep` : t`Not set`;
  const action = kept && !disabled && secretText(value) === '' && (
    <Anchor component="button" type="button" size="xs" onClick={() => onChange(removed ? saved : '')}>
      {removed ? t`Keep the saved ${lower}` : t`Remove the saved ${lower}`}
    </Anchor>
  );
  return (
    <Stack gap={4}>
      <PasswordInput
        id={recordInputId(field.key)}
        label={label}
        value={secretText(value)}
        onChange={(e) => onChange(secretFromInput(saved, e.currentTarget.value))}
        placeholder={placeholder}
        // Never offer the user's own sign-in password here.
        autoComplete="new-password"
        maxLength={field.maxLength}
        error={error && tr(error)}
        disabled={disabled}
      />
      {action && <Group justify="flex-end">{action}</Group>}
    </Stack>
  );
}

/** One setting's input, chosen by its kind; the label names the input for assistive technology. */
export function RecordFieldControl(props: Props) {
  const { field, value, error, disabled, onChange } = props;
  const id = recordInputId(field.key);
  switch (field.kind) {
    case 'boolean':
    case 'text':
    case 'choice':
      return (
        <FieldControl
          id={id}
          spec={plainSpec(field)}
          value={value}
          onChange={(next) => next !== null && onChange(next as RecordValue)}
          error={error}
          disabled={disabled}
        />
      );
    case 'hours':
    case 'integer':
    case 'rate':
      return <NumberControl {...props} field={field} />;
    case 'weekdays': {
      const days = Array.isArray(value) ? value : [];
      return (
        <Checkbox.Group
          label={tr(field.label)}
          value={days.map(String)}
          onChange={(next) => onChange(next.map(Number).sort((a, b) => a - b))}
          error={error && tr(error)}
        >
          <Group gap="md" mt={6}>
            {isoWeekDays.map((day) => (
              <Checkbox
                key={day.value}
                id={day.value === 1 ? id : undefined}
                value={String(day.value)}
                label={tr(day.label)}
                disabled={disabled}
              />
            ))}
          </Group>
        </Checkbox.Group>
      );
    }
    case 'secret':
      return <SecretControl {...props} field={field} />;
  }
}
