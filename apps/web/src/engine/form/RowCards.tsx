import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { type Dispatch, Fragment, type ReactNode } from 'react';
import { AddRowButton } from '../edits/AddRowButton';
import type { RowErrors } from '../edits/fieldErrors';
import type { DraftRow } from '../edits/listsDraft';
import { useFocusNewRow } from '../edits/useFocusNewRow';
import { type FieldSpec, labelText } from './fieldSpec';
import { RowField } from './RowField';

/** What a list of cards asks of its record's draft: add a row, change one, remove one. */
export type RowCardsAction<L extends string> =
  | { type: 'add'; list: L }
  | { type: 'row'; list: L; key: string; patch: Record<string, unknown> }
  | { type: 'remove'; list: L; key: string };

interface Props<L extends string> {
  list: L;
  rows: readonly DraftRow[];
  specs: readonly FieldSpec[];
  errors: Readonly<Record<string, RowErrors>>;
  dispatch: Dispatch<RowCardsAction<L>>;
  addLabel: string;
  /** What the row is called: its group's name (and, with `named`, the end of each of its inputs' names). */
  rowLabel: (index: number) => string;
  /** Each input is named "{field} ({row})", for lists whose rows repeat the same labels many times. */
  named?: boolean;
  /** A line above the row's fields: its days, its place. */
  heading?: (row: DraftRow, index: number) => ReactNode;
  /** More of the row after its fields (a stage's room plans). */
  extra?: (row: DraftRow, index: number) => ReactNode;
  /** Fields shown after the first spec'd one (a service's provider and service, after its day). */
  pickers?: (row: DraftRow, index: number) => ReactNode;
  /** The row the address points at, outlined. */
  current?: string;
  /** Columns on a wide screen. */
  cols?: number;
  /** Cards of many fields (an itinerary's): two columns on a middling screen, tighter rows, Remove at the top. */
  dense?: boolean;
  /** Said when there are no rows. */
  empty?: string;
  /** Read only: no adding or removing. */
  disabled?: boolean;
}

/** One of a record's row lists: a card of fields per row, added and removed in place. */
export function RowCards<L extends string>({
  list,
  rows,
  specs,
  errors,
  dispatch,
  addLabel,
  rowLabel,
  named,
  heading,
  extra,
  pickers,
  current,
  cols = 3,
  dense,
  empty,
  disabled,
}: Props<L>) {
  const { t, i18n } = useLingui();
  const { rowProps, expectNewRow } = useFocusNewRow();
  const grid = dense ? { base: 1, sm: 2, md: cols } : { base: 1, sm: cols };
  return (
    <Stack gap="xs">
      {rows.length === 0 && empty && (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      )}
      {rows.map((row, index) => {
        const label = rowLabel(index);
        const isCurrent = current !== undefined && row.key === current;
        const rowError = errors[row.key]?.[''];
        return (
          <Paper
            key={row.key}
            withBorder
            p="xs"
            {...rowProps}
            data-current={isCurrent || undefined}
            style={isCurrent ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
            aria-label={label}
            role="group"
          >
            <Group align="flex-start" wrap="nowrap" gap="xs">
              <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
                {heading?.(row, index)}
                <SimpleGrid cols={grid} spacing="xs" verticalSpacing={dense ? 6 : undefined}>
                  {specs.map((spec, at) => [
                    at === 1 && pickers && <Fragment key="pickers">{pickers(row, index)}</Fragment>,
                    <RowField
                      key={spec.key}
                      spec={spec}
                      name={named ? t`${labelText(spec.label, i18n)} (${label})` : undefined}
                      values={row.values}
                      error={errors[row.key]?.[spec.key]}
                      onPatch={(patch) => dispatch({ type: 'row', list, key: row.key, patch })}
                    />,
                  ])}
                </SimpleGrid>
                {extra?.(row, index)}
              </Stack>
              {!disabled && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={dense ? 2 : 22}
                  aria-label={t`Remove ${label}`}
                  onClick={() => dispatch({ type: 'remove', list, key: row.key })}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              )}
            </Group>
            {rowError && (
              <Text size="xs" c="red">
                {rowError}
              </Text>
            )}
          </Paper>
        );
      })}
      {!disabled && (
        <Group>
          <AddRowButton expectNewRow={expectNewRow} onAdd={() => dispatch({ type: 'add', list })}>
            {addLabel}
          </AddRowButton>
        </Group>
      )}
    </Stack>
  );
}
