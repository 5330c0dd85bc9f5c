import {
  Anchor,
  Checkbox,
  Group,
  NumberInput,
  PasswordInput,
  Select,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  isoWeekDays,
  type RecordField,
  type RecordValue,
  SECRET_PLACEHOLDER,
} from '@trips/shared/settings/record-fields';
import { useState } from 'react';
import { numberFromInput, percentOf, secretFromInput, secretText, shownMessage } from './recordDraft';

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

/**
 * A number as the user types it ('0.', '0.50') stays on screen while the draft holds the number;
 * a value set from outside (Discard, Reload, a save) replaces what is shown.
 */
function NumberControl({ field, value, error, disabled, onChange }: Props & { field: NumberField }) {
  const shown = (v: RecordValue | undefined) =>
    typeof v === 'number' ? (field.kind === 'rate' ? percentOf(v) : v) : typeof v === 'string' ? v : '';
  const [text, setText] = useState<number | string>(shown(value));
  const [emitted, setEmitted] = useState(value);
  if (!Object.is(value, emitted)) {
    setEmitted(value);
    setText(shown(value));
  }
  const bounds =
    field.kind === 'integer'
      ? { min: field.min, max: field.max, allowDecimal: false }
      : { min: 0, max: field.kind === 'rate' ? percentOf(field.max) : undefined };
  return (
    <NumberInput
      id={recordInputId(field.key)}
      label={field.label}
      value={text}
      onChange={(input) => {
        const next = numberFromInput(field, input);
        setText(input);
        setEmitted(next);
        onChange(next);
      }}
      {...bounds}
      allowNegative={false}
      // Out of bounds is a message next to the field, never a silent change on blur.
      clampBehavior="none"
      suffix={field.kind === 'rate' ? ' %' : undefined}
      placeholder={
        field.kind === 'hours' || (field.kind === 'integer' && field.nullable) ? 'Not set' : undefined
      }
      error={shownMessage(field, error)}
      disabled={disabled}
    />
  );
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
  const kept = saved === SECRET_PLACEHOLDER;
  const removed = kept && value === '';
  const placeholder = removed ? 'Removed on save' : kept ? 'Saved — leave empty to keep' : 'Not set';
  const action = kept && !disabled && secretText(value) === '' && (
    <Anchor component="button" type="button" size="xs" onClick={() => onChange(removed ? saved : '')}>
      {`${removed ? 'Keep' : 'Remove'} the saved ${field.label.toLowerCase()}`}
    </Anchor>
  );
  return (
    <Stack gap={4}>
      <PasswordInput
        id={recordInputId(field.key)}
        label={field.label}
        value={secretText(value)}
        onChange={(e) => onChange(secretFromInput(saved, e.currentTarget.value))}
        placeholder={placeholder}
        // Never offer the user's own sign-in password here.
        autoComplete="new-password"
        maxLength={field.maxLength}
        error={error}
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
      return (
        <Switch
          id={id}
          label={field.label}
          checked={value === true}
          onChange={(e) => onChange(e.currentTarget.checked)}
          error={error}
          disabled={disabled}
        />
      );
    case 'hours':
    case 'integer':
    case 'rate':
      return <NumberControl {...props} field={field} />;
    case 'text': {
      const text = {
        id,
        label: field.label,
        value: typeof value === 'string' ? value : '',
        maxLength: field.maxLength,
        error,
        disabled,
      };
      return field.multiline ? (
        <Textarea
          {...text}
          autosize
          minRows={3}
          maxRows={12}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      ) : (
        <TextInput {...text} onChange={(e) => onChange(e.currentTarget.value)} />
      );
    }
    case 'choice':
      return (
        <Select
          id={id}
          label={field.label}
          data={field.options.map((o) => ({ value: o.value, label: o.label }))}
          value={typeof value === 'string' ? value : null}
          onChange={(next) => next !== null && onChange(next)}
          allowDeselect={false}
          error={error}
          disabled={disabled}
        />
      );
    case 'weekdays': {
      const days = Array.isArray(value) ? value : [];
      return (
        <Checkbox.Group
          label={field.label}
          value={days.map(String)}
          onChange={(next) => onChange(next.map(Number).sort((a, b) => a - b))}
          error={error}
        >
          <Group gap="md" mt={6}>
            {isoWeekDays.map((day) => (
              <Checkbox
                key={day.value}
                id={day.value === 1 ? id : undefined}
                value={String(day.value)}
                label={day.label}
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
