import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { Dispatch } from 'react';
import { AddRowButton } from '../../../engine/edits/AddRowButton';
import type { RowErrors } from '../../../engine/edits/fieldErrors';
import { useFocusNewRow } from '../../../engine/edits/useFocusNewRow';
import type { FieldSpec } from '../../../engine/form/fieldSpec';
import { RowField } from '../../../engine/form/RowField';
import type { DraftAction, DraftRow, ListName } from './dossierDraft';

interface Props {
  list: ListName;
  rows: readonly DraftRow[];
  specs: readonly FieldSpec[];
  errors: Readonly<Record<string, RowErrors>>;
  dispatch: Dispatch<DraftAction>;
  addLabel: string;
  rowLabel: (index: number) => string;
  /** The row the address points at (a setting), outlined. */
  current?: string;
  cols?: number;
  empty?: string;
}

/** The name a remote picker's row keeps beside its id: start_location_id → start_location_name. */

/** One of the dossier's lists: a row of fields per item, added and removed in place. */
export function RowList({
  list,
  rows,
  specs,
  errors,
  dispatch,
  addLabel,
  rowLabel,
  current,
  cols = 3,
  empty,
}: Props) {
  const { t } = useLingui();
  const { rowProps, expectNewRow } = useFocusNewRow();
  return (
    <Stack gap="xs">
      {rows.length === 0 && empty && (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      )}
      {rows.map((row, index) => (
        <Paper
          key={row.key}
          withBorder
          p="xs"
          {...rowProps}
          data-current={row.key === current || undefined}
          style={row.key === current ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
          aria-label={rowLabel(index)}
          role="group"
        >
          <Group align="flex-start" wrap="nowrap" gap="xs">
            <SimpleGrid cols={{ base: 1, sm: cols }} spacing="xs" style={{ flex: 1 }}>
              {specs.map((spec) => (
                <RowField
                  key={spec.key}
                  spec={spec}
                  values={row.values}
                  error={errors[row.key]?.[spec.key]}
                  onPatch={(patch) => dispatch({ type: 'row', list, key: row.key, patch })}
                />
              ))}
            </SimpleGrid>
            <ActionIcon
              variant="subtle"
              color="red"
              mt={22}
              aria-label={t`Remove ${rowLabel(index)}`}
              onClick={() => dispatch({ type: 'remove', list, key: row.key })}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
          {errors[row.key]?.[''] && (
            <Text size="xs" c="red">
              {errors[row.key]?.['']}
            </Text>
          )}
        </Paper>
      ))}
      <Group>
        <AddRowButton expectNewRow={expectNewRow} onAdd={() => dispatch({ type: 'add', list })}>
          {addLabel}
        </AddRowButton>
      </Group>
    </Stack>
  );
}

export function RowListHint() {
  return (
    <Text size="xs" c="dimmed">
      <Trans>An empty location means any location.</Trans>
    </Text>
  );
}
