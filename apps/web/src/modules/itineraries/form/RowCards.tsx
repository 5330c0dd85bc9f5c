import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { type Dispatch, Fragment, type ReactNode } from 'react';
import { AddRowButton } from '../../../engine/edits/AddRowButton';
import type { RowErrors } from '../../../engine/edits/fieldErrors';
import { useFocusNewRow } from '../../../engine/edits/useFocusNewRow';
import { type FieldSpec, labelText } from '../../../engine/form/fieldSpec';
import { RowField } from '../../../engine/form/RowField';
import type { DraftAction, DraftRow, ListName } from './itineraryDraft';

interface Props {
  list: ListName;
  rows: readonly DraftRow[];
  specs: readonly FieldSpec[];
  errors: Readonly<Record<string, RowErrors>>;
  dispatch: Dispatch<DraftAction>;
  addLabel: string;
  /** What the row is called: its group's name and the end of each of its inputs' names. */
  rowLabel: (index: number) => string;
  /** A line above the row's fields: its days, its place. */
  heading?: (row: DraftRow, index: number) => ReactNode;
  /** More of the row after its fields (a stage's room plans, a service's picker). */
  extra?: (row: DraftRow, index: number) => ReactNode;
  /** Fields shown after the first spec'd one (a service's provider and service, after its day). */
  pickers?: (row: DraftRow, index: number) => ReactNode;
  cols?: number;
  empty: string;
  disabled?: boolean;
}

/** The name a remote picker's row keeps beside its id: from_location_id → from_location_name. */

/** One of the itinerary's lists: a card of fields per row, added and removed in place. */
export function RowCards({
  list,
  rows,
  specs,
  errors,
  dispatch,
  addLabel,
  rowLabel,
  heading,
  extra,
  pickers,
  cols = 3,
  empty,
  disabled,
}: Props) {
  const { t, i18n } = useLingui();
  const { rowProps, expectNewRow } = useFocusNewRow();
  return (
    <Stack gap="xs">
      {rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      )}
      {rows.map((row, index) => {
        const label = rowLabel(index);
        return (
          <Paper key={row.key} withBorder p="xs" {...rowProps} aria-label={label} role="group">
            <Group align="flex-start" wrap="nowrap" gap="xs">
              <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
                {heading?.(row, index)}
                <SimpleGrid cols={{ base: 1, sm: 2, md: cols }} spacing="xs" verticalSpacing={6}>
                  {specs.map((spec, at) => [
                    at === 1 && pickers && <Fragment key="pickers">{pickers(row, index)}</Fragment>,
                    <RowField
                      key={spec.key}
                      spec={spec}
                      name={t`${labelText(spec.label, i18n)} (${label})`}
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
                  mt={2}
                  aria-label={t`Remove ${label}`}
                  onClick={() => dispatch({ type: 'remove', list, key: row.key })}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              )}
            </Group>
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
