import { useLingui } from '@lingui/react/macro';
import { PasswordInput, Select, Switch, Text, TextInput } from '@mantine/core';
import type { ListCell, ListColumn } from '@trips/shared/settings/list-columns';
import { SECRET_PLACEHOLDER } from '@trips/shared/settings/record-fields';
import { useMemo } from 'react';
import { tr } from '../../i18n/tr';
import { numberRead, TypedNumberInput } from '../form/controls/TypedNumberInput';
import { pickable } from '../form/pickable';
import { useLookup } from '../options/useLookup';
import { cellInputId, cellLabel } from './listDraft';
import { secretText } from './recordDraft';

interface Props {
  column: ListColumn;
  rowKey: string;
  /** How the row is called: the input's accessible name is the column's label and this. */
  rowName: string;
  value: ListCell | undefined;
  /** The saved value (a secret's placeholder says whether one is kept). */
  saved: ListCell | undefined;
  error?: string;
  disabled: boolean;
  onChange: (value: ListCell) => void;
}

type Control<K extends ListColumn['kind']> = Props & { column: Extract<ListColumn, { kind: K }> };

function DecimalControl({ column, rowKey, rowName, value, error, disabled, onChange }: Control<'decimal'>) {
  return (
    <TypedNumberInput
      id={cellInputId(rowKey, column.key)}
      aria-label={cellLabel(column, rowName)}
      size="xs"
      w={140}
      value={value}
      read={numberRead(null)}
      onChange={(next) => onChange(next as ListCell)}
      min={column.min}
      max={column.max}
      allowNegative={column.min < 0}
      hideControls
      error={error}
      disabled={disabled}
    />
  );
}

/** A stored secret is never shown: the input starts empty, and empty keeps what is saved. */
function SecretControl({
  column,
  rowKey,
  rowName,
  value,
  saved,
  error,
  disabled,
  onChange,
}: Control<'secret'>) {
  const { t } = useLingui();
  const kept = saved === SECRET_PLACEHOLDER;
  return (
    <PasswordInput
      id={cellInputId(rowKey, column.key)}
      aria-label={cellLabel(column, rowName)}
      size="xs"
      miw={224}
      w="100%"
      value={secretText(value)}
      onChange={(e) => {
        const text = e.currentTarget.value;
        // Typing nothing keeps what is saved.
        onChange(text === '' ? (saved ?? '') : text);
      }}
      placeholder={kept ? t`Saved — leave empty to keep` : t`Not set`}
      // Never offer the user's own sign-in password here.
      autoComplete="new-password"
      maxLength={column.maxLength}
      error={error}
      disabled={disabled}
    />
  );
}

/** The id of a lookup row (a brand), picked by its name; switched-off rows are offered only when chosen. */
function LookupControl({ column, rowKey, rowName, value, error, disabled, onChange }: Control<'lookup'>) {
  const { t } = useLingui();
  const lookup = useLookup(column.lookup);
  const current = typeof value === 'number' ? value : null;
  const data = useMemo(
    () => pickable(lookup.data ?? [], current).map((item) => ({ value: String(item.id), label: item.name })),
    [lookup.data, current],
  );
  return (
    <Select
      id={cellInputId(rowKey, column.key)}
      aria-label={cellLabel(column, rowName)}
      size="xs"
      miw={130}
      w="100%"
      data={data}
      value={current === null ? null : String(current)}
      onChange={(next) => next !== null && onChange(Number(next))}
      allowDeselect={false}
      placeholder={lookup.isPending ? t`Loading…` : t`Choose`}
      searchable={data.length > 8}
      nothingFoundMessage={t`Nothing found`}
      error={error ?? (lookup.isError ? t`unable to find data` : undefined)}
      disabled={disabled}
    />
  );
}

/** One cell of a settings list, its input chosen by the column's kind; labels are plain text. */
export function ListCellControl(shown: Props) {
  // A message may be a shared English one (the list's check, the server's): shown in the language shown.
  const props = { ...shown, error: shown.error && tr(shown.error) };
  const { column, rowKey, rowName, value, error, disabled, onChange } = props;
  const id = cellInputId(rowKey, column.key);
  const label = cellLabel(column, rowName);
  switch (column.kind) {
    case 'label':
      return <Text size="sm">{value === null || value === undefined ? '' : String(value)}</Text>;
    case 'boolean':
    case 'zeroOne': {
      const on = column.kind === 'boolean' ? value === true : value === 1;
      return (
        <Switch
          id={id}
          aria-label={label}
          checked={on}
          onChange={(e) => {
            const checked = e.currentTarget.checked;
            onChange(column.kind === 'boolean' ? checked : checked ? 1 : 0);
          }}
          error={error}
          disabled={disabled}
        />
      );
    }
    case 'decimal':
      return <DecimalControl {...props} column={column} />;
    case 'text':
    case 'email':
      return (
        <TextInput
          id={id}
          aria-label={label}
          size="xs"
          miw={column.kind === 'email' ? 180 : 130}
          w="100%"
          inputMode={column.kind === 'email' ? 'email' : undefined}
          value={typeof value === 'string' ? value : ''}
          // A long address is cut off in a narrow cell: the whole of it on hover.
          title={typeof value === 'string' && value.length > 20 ? value : undefined}
          onChange={(e) => onChange(e.currentTarget.value)}
          maxLength={column.maxLength}
          error={error}
          disabled={disabled}
        />
      );
    case 'lookup':
      return <LookupControl {...props} column={column} />;
    case 'secret':
      return <SecretControl {...props} column={column} />;
  }
}
