import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import type { SettingsList } from '@trips/shared/settings/list-columns';
import {
  type ComponentType,
  type ReactNode,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { FormErrors } from '../../components/FormErrors';
import { StaleNotice } from '../../components/StaleNotice';
import { tr } from '../../i18n/tr';
import { QueuedRemovals } from '../edits/QueuedRemovals';
import { RowsInUse } from '../edits/RowsInUse';
import { SaveBar } from '../edits/SaveBar';
import { ListProblemSummary } from './ListProblemSummary';
import type { RowActionProps } from './ListRowView';
import { ListTable } from './ListTable';
import { blankRow, filterRows, type ListAnswer, rowNameOf } from './listRows';
import { useLatestCopy } from './useLatestCopy';
import { useListFocus } from './useListFocus';
import { useSettingsListEditor } from './useSettingsList';

export interface ListEditorProps {
  list: SettingsList;
  loaded: ListAnswer;
  readOnly: boolean;
  reload: () => Promise<{ data?: ListAnswer }>;
  /** Rendered in a column of its own for every row; keep its identity stable (a module-level component). */
  RowAction?: ComponentType<RowActionProps>;
  /** Shown between the search and the table (an action's answer). */
  aboveTable?: ReactNode;
  /** Told whenever the list gets or loses unsaved edits (a page of several lists marks its tabs). */
  onDirtyChange?: (dirty: boolean) => void;
}

/** A settings list being edited: search, Add, the rows, queued deletes, the problems and Save. */
export function ListEditor({
  list,
  loaded,
  readOnly,
  reload,
  RowAction,
  aboveTable,
  onDirtyChange,
}: ListEditorProps) {
  const { t } = useLingui();
  const title = tr(list.title);
  const lower = title.toLowerCase();
  const blank = useCallback(() => blankRow(list), [list]);
  const editor = useSettingsListEditor(list, loaded, blank);
  const { dirty, rows, savedByKey } = editor;
  const { reloading, reloadLatest } = useLatestCopy(loaded, editor, reload);
  const [search, setSearch] = useState('');
  const term = useDeferredValue(search);
  const shown = useMemo(() => filterRows(list, rows, term), [list, rows, term]);
  const errorsRef = useRef<HTMLDivElement>(null);
  const focus = useListFocus(list, editor, { rows: shown, clearSearch: () => setSearch(''), errorsRef });
  const dirtyRef = useRef(onDirtyChange);
  dirtyRef.current = onDirtyChange;
  useEffect(() => dirtyRef.current?.(dirty), [dirty]);
  // An ordered list's rows move up and down, while every row is shown.
  const ordered = list.orderColumn !== undefined && !readOnly;
  const save = async () => {
    if (!(await editor.submit())) focus.focusFirstProblem();
  };
  const shownCount = shown.length;
  const rowCount = rows.length;

  return (
    <Stack gap="md">
      {editor.stale && <StaleNotice subject={t`list`} reloading={reloading} onReload={reloadLatest} />}
      {readOnly && (
        <Text size="sm" c="dimmed">
          <Trans>You can see this list; changing it needs the edit right.</Trans>
        </Text>
      )}
      <div ref={errorsRef}>
        <FormErrors errors={editor.problems.other} />
        <RowsInUse rows={editor.rowsInUse} />
      </div>
      {aboveTable}
      <Paper withBorder radius="md" p="md" component="section" aria-label={t`${title} rows`}>
        <Group justify="space-between" gap="sm" mb="sm">
          <Group gap="sm">
            <TextInput
              size="xs"
              w={260}
              maw="100%"
              type="search"
              aria-label={t`Search ${lower}`}
              placeholder={t`Search…`}
              leftSection={<IconSearch size={14} aria-hidden />}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
            />
            <Text size="xs" c="dimmed" aria-live="polite">
              {shownCount === rowCount
                ? plural(rowCount, { one: '# row', other: '# rows' })
                : t`${shownCount} of ${rowCount} rows`}
            </Text>
          </Group>
          {list.editableRows && !readOnly && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => focus.focusNewRow(editor.add())}
            >
              <Trans>Add</Trans>
            </Button>
          )}
        </Group>
        <ListTable
          list={list}
          editor={editor}
          shown={shown}
          readOnly={readOnly}
          ordered={ordered}
          typed={term.trim()}
          RowAction={RowAction}
        />
        <QueuedRemovals
          items={editor.removed.map(({ row }) => ({
            key: row.key,
            label: rowNameOf(list, savedByKey.get(row.key), 0),
          }))}
          onUndo={(key) => editor.restore([key])}
        />
      </Paper>
      {!readOnly && (
        <>
          <ListProblemSummary list={list} editor={editor} />
          <SaveBar dirty={dirty} saving={editor.saving} onSave={save} onDiscard={editor.discard} />
        </>
      )}
    </Stack>
  );
}
