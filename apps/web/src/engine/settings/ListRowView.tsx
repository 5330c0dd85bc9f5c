import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconLock, IconTrash } from '@tabler/icons-react';
import type { ListCell, SettingsList } from '@trips/shared/settings/list-columns';
import { type ComponentType, memo } from 'react';
import { MoveButtons } from '../../components/MoveButtons';
import type { RowErrors } from '../edits/fieldErrors';
import { isNewRow } from '../edits/rowDraft';
import { FieldControl } from '../form/FieldControl';
import { cellValue, columnSpec, controlValue } from './columnSpec';
import { cellInputId, cellLabel, type ListDraftRow } from './listRows';

/** What a list screen may add to each row (the email accounts' "Send test email"). */
export interface RowActionProps {
  row: ListDraftRow;
  rowName: string;
  /** The list has unsaved edits. */
  dirty: boolean;
  readOnly: boolean;
}

interface Props {
  list: SettingsList;
  row: ListDraftRow;
  saved: ListDraftRow | undefined;
  rowName: string;
  errors: RowErrors | undefined;
  readOnly: boolean;
  dirty: boolean;
  onEdit: (key: string, column: string, value: ListCell) => void;
  onRemove: (key: string) => void;
  /** The row has move buttons (an ordered list, editable), at `index` of `count` rows shown. */
  movable: boolean;
  index: number;
  count: number;
  /** A search hides rows: none can move. */
  searching: boolean;
  onMove: (key: string, by: -1 | 1) => void;
  RowAction?: ComponentType<RowActionProps>;
}

/** One row: a cell per column; re-renders only when its own row, messages or the screen's mode change. */
export const ListRowView = memo(function ListRowView(props: Props) {
  const { list, row, saved, rowName, errors, readOnly, onEdit, movable, RowAction } = props;
  const deletable = list.editableRows && !readOnly;
  const hasActions = deletable || RowAction !== undefined || movable;
  return (
    <Table.Tr>
      {list.columns.map((column) => (
        <Table.Td key={column.key}>
          {column.kind === 'label' ? (
            <Text size="sm">{String(row[column.key] ?? '')}</Text>
          ) : (
            <FieldControl
              cell
              id={cellInputId(row.key, column.key)}
              spec={columnSpec(column, cellLabel(column, rowName))}
              value={controlValue(column, row[column.key])}
              saved={saved?.[column.key]}
              error={errors?.[column.key]}
              disabled={readOnly}
              onChange={(value) => {
                const cell = cellValue(column, value);
                if (cell !== undefined) onEdit(row.key, column.key, cell);
              }}
            />
          )}
        </Table.Td>
      ))}
      {hasActions && (
        <Table.Td>
          <RowActions {...props} deletable={deletable} />
        </Table.Td>
      )}
    </Table.Tr>
  );
});

function RowActions({
  list,
  row,
  rowName,
  dirty,
  readOnly,
  deletable,
  RowAction,
  ...move
}: Props & { deletable: boolean }) {
  const { t } = useLingui();
  const fixed = row.id !== undefined && list.fixedIds?.includes(row.id);
  return (
    <Group gap={6} justify="flex-end" wrap="nowrap">
      {RowAction && <RowAction row={row} rowName={rowName} dirty={dirty} readOnly={readOnly} />}
      {move.movable && (
        <MoveButtons
          label={rowName}
          index={move.index}
          count={move.count}
          disabled={move.searching}
          title={move.searching ? t`Clear the search to move rows` : undefined}
          onMove={(from, to) => move.onMove(row.key, to > from ? 1 : -1)}
        />
      )}
      {isNewRow(row) && (
        <Badge size="sm" variant="light" miw={46}>
          <Trans>New</Trans>
        </Badge>
      )}
      {deletable &&
        (fixed ? (
          <Text
            component="span"
            c="dimmed"
            title={t`Needed by the product: it cannot be deleted`}
            display="inline-flex"
            p={6}
          >
            <IconLock size={16} aria-hidden />
            <VisuallyHidden>{t`${rowName} is needed by the product and cannot be deleted`}</VisuallyHidden>
          </Text>
        ) : (
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t`Delete ${rowName}`}
            onClick={() => move.onRemove(row.key)}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        ))}
    </Group>
  );
}
