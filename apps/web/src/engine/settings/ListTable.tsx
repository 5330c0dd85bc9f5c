import { Trans, useLingui } from '@lingui/react/macro';
import { Table, Text, VisuallyHidden } from '@mantine/core';
import type { SettingsList } from '@trips/shared/settings/list-columns';
import { type ComponentType, useMemo } from 'react';
import { tr } from '../../i18n/tr';
import { isNewRow } from '../edits/rowDraft';
import { useNarrowList } from '../toolbar/narrowList';
import { ListRowView, type RowActionProps } from './ListRowView';
import { listWidth } from './listLayout';
import { type ListDraftRow, rowNameOf } from './listRows';
import type { ListEditor } from './useSettingsList';

interface Props {
  list: SettingsList;
  editor: ListEditor;
  shown: readonly ListDraftRow[];
  readOnly: boolean;
  /** The rows have up/down buttons. */
  ordered: boolean;
  /** The search typed, for the "no rows match" line. */
  typed: string;
  RowAction?: ComponentType<RowActionProps>;
}

/** The rows of a settings list shown (all, or those the search finds), with an actions column when needed. */
export function ListTable({ list, editor, shown, readOnly, ordered, typed, RowAction }: Props) {
  const { t } = useLingui();
  const { rows, savedByKey, dirty } = editor;
  // New rows are called by their number among the new rows: "new row 2".
  const newNumbers = useMemo(() => new Map(rows.filter(isNewRow).map((r, i) => [r.key, i + 1])), [rows]);
  const wide = listWidth(list) === 'wide';
  const narrow = useNarrowList();
  const showActions = (list.editableRows || ordered) && !readOnly;
  const columnCount = list.columns.length + (RowAction || showActions ? 1 : 0);
  const table = (
    <Table
      verticalSpacing={6}
      highlightOnHover
      stickyHeader={!wide}
      stickyHeaderOffset={60}
      aria-label={tr(list.title)}
    >
      <Table.Thead>
        <Table.Tr>
          {list.columns.map((column) => (
            <Table.Th key={column.key}>{tr(column.label)}</Table.Th>
          ))}
          {(showActions || RowAction) && (
            <Table.Th w={1}>
              <VisuallyHidden>
                <Trans>Actions</Trans>
              </VisuallyHidden>
            </Table.Th>
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {shown.map((row, index) => (
          <ListRowView
            key={row.key}
            list={list}
            row={row}
            saved={savedByKey.get(row.key)}
            rowName={rowNameOf(list, savedByKey.get(row.key), newNumbers.get(row.key) ?? 0)}
            errors={editor.problems.rows[row.key]}
            readOnly={readOnly}
            dirty={RowAction ? dirty : false}
            onEdit={editor.edit}
            onRemove={editor.remove}
            movable={ordered}
            index={index}
            count={shown.length}
            searching={shown.length !== rows.length}
            onMove={editor.move}
            RowAction={RowAction}
          />
        ))}
        {shown.length === 0 && (
          <Table.Tr>
            <Table.Td colSpan={columnCount}>
              <Text size="sm" c="dimmed" ta="center" py="md">
                {rows.length === 0 ? t`This list has no rows yet.` : t`No rows match “${typed}”.`}
              </Text>
            </Table.Td>
          </Table.Tr>
        )}
      </Table.Tbody>
    </Table>
  );
  // On a phone even a short list's inputs are wider than the window: the table scrolls in its own box
  // (its header then sticks within that box, not to the page).
  if (!wide && !narrow) return table;
  return (
    <Table.ScrollContainer minWidth={wide ? 1100 : 0} type={wide ? 'scrollarea' : 'native'}>
      {table}
    </Table.ScrollContainer>
  );
}
