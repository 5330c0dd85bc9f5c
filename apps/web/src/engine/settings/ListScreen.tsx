import { plural, t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  List,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp, IconLock, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { can } from '@trips/shared/permissions/rights';
import type { ListCell, ListColumn, SettingsList } from '@trips/shared/settings/list-columns';
import {
  type ComponentType,
  memo,
  type ReactNode,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useRights } from '../../app/useSession';
import { DetailHeader } from '../../components/DetailHeader';
import { FormErrors } from '../../components/FormErrors';
import { PageLoader } from '../../components/PageLoader';
import { StaleNotice } from '../../components/StaleNotice';
import { tr } from '../../i18n/tr';
import type { RowErrors } from '../edits/fieldErrors';
import { QueuedRemovals } from '../edits/QueuedRemovals';
import { SaveBar } from '../edits/SaveBar';
import { ListCellControl } from './ListCellControl';
import {
  blankRow,
  cellInputId,
  editableColumns,
  filterRows,
  type ListAnswer,
  type ListDraftRow,
  rowNameOf,
} from './listDraft';
import { type ListEditor, useSettingsListEditor, useSettingsListQuery } from './useSettingsList';

/** The settings menu, above every list screen; its label in the language shown. */
export const listsParent = {
  get label() {
    return translate`Settings`;
  },
  to: '/settings-menu',
};

/** What a list screen may add to each row (the email accounts' "Send test email"). */
export interface RowActionProps {
  row: ListDraftRow;
  rowName: string;
  /** The list has unsaved edits. */
  dirty: boolean;
  readOnly: boolean;
}

interface PanelProps {
  list: SettingsList;
  /** Rendered in a column of its own for every row; keep its identity stable (a module-level component). */
  RowAction?: ComponentType<RowActionProps>;
  /** Shown between the search and the table (an action's answer). */
  aboveTable?: ReactNode;
  /** The title of the message when the list cannot be loaded (the spec's 'unable to find tags'), translated. */
  loadError?: string;
  /** Told whenever the list gets or loses unsaved edits (a page of several lists marks its tabs). */
  onDirtyChange?: (dirty: boolean) => void;
}

interface ScreenProps extends PanelProps {
  /** One line under the title: what the list is for, in the language shown. */
  description?: string;
}

interface RowProps {
  list: SettingsList;
  row: ListDraftRow;
  saved: ListDraftRow | undefined;
  rowName: string;
  errors: RowErrors | undefined;
  readOnly: boolean;
  dirty: boolean;
  onEdit: (key: string, column: string, value: ListCell) => void;
  onRemove: (key: string) => void;
  /** The row has move buttons (an ordered list, editable); `up`/`down` say which may be used now. */
  movable: boolean;
  up: boolean;
  down: boolean;
  /** A search hides rows: none can move. */
  searching: boolean;
  onMove: (key: string, by: -1 | 1) => void;
  RowAction?: ComponentType<RowActionProps>;
}

/** One row: a cell per column; re-renders only when its own row, messages or the screen's mode change. */
const ListRowView = memo(function ListRowView({
  list,
  row,
  saved,
  rowName,
  errors,
  readOnly,
  dirty,
  onEdit,
  onRemove,
  movable,
  up,
  down,
  searching,
  onMove,
  RowAction,
}: RowProps) {
  const { t } = useLingui();
  const fixed = row.id !== undefined && !row.is_new && list.fixedIds?.includes(row.id);
  const deletable = list.editableRows && !readOnly;
  const hasActions = deletable || RowAction !== undefined || movable;
  return (
    <Table.Tr>
      {list.columns.map((column) => (
        <Table.Td key={column.key}>
          <ListCellControl
            column={column}
            rowKey={row.key}
            rowName={rowName}
            value={row[column.key]}
            saved={saved?.[column.key]}
            error={errors?.[column.key]}
            disabled={readOnly}
            onChange={(value) => onEdit(row.key, column.key, value)}
          />
        </Table.Td>
      ))}
      {hasActions && (
        <Table.Td>
          <Group gap={6} justify="flex-end" wrap="nowrap">
            {RowAction && <RowAction row={row} rowName={rowName} dirty={dirty} readOnly={readOnly} />}
            {movable && (
              <>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t`Move ${rowName} up`}
                  title={searching ? t`Clear the search to move rows` : undefined}
                  disabled={searching || !up}
                  onClick={() => onMove(row.key, -1)}
                >
                  <IconArrowUp size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t`Move ${rowName} down`}
                  title={searching ? t`Clear the search to move rows` : undefined}
                  disabled={searching || !down}
                  onClick={() => onMove(row.key, 1)}
                >
                  <IconArrowDown size={16} aria-hidden />
                </ActionIcon>
              </>
            )}
            {row.is_new && (
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
                  onClick={() => onRemove(row.key)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              ))}
          </Group>
        </Table.Td>
      )}
    </Table.Tr>
  );
});

/** The cells of a failed check or save, named by row and column, next to Save. */
function ProblemSummary({ list, editor }: { list: SettingsList; editor: ListEditor }) {
  const { t } = useLingui();
  const wrong = editor.rows.flatMap((row, index) =>
    list.columns
      .filter((c) => editor.problems.rows[row.key]?.[c.key])
      .map((c) => ({ row, index, column: c, message: editor.problems.rows[row.key]![c.key] })),
  );
  if (wrong.length === 0) return null;
  const hidden = wrong.length - 10;
  const newNumber = (row: ListDraftRow) => editor.rows.filter((r) => r.is_new).indexOf(row) + 1;
  return (
    <Alert color="red" variant="light" title={t`Please correct the highlighted cells`}>
      <List size="sm" spacing={2}>
        {wrong.slice(0, 10).map(({ row, column, message }) => (
          <List.Item key={`${row.key}-${column.key}`}>
            {rowNameOf(list, editor.savedByKey.get(row.key), newNumber(row))} › {tr(column.label)}:{' '}
            {tr(message)}
          </List.Item>
        ))}
        {wrong.length > 10 && (
          <List.Item>
            <Trans>and {hidden} more</Trans>
          </List.Item>
        )}
      </List>
    </Alert>
  );
}

const inputColumns = (columns: readonly ListColumn[]) =>
  columns.filter((c) => c.kind !== 'boolean' && c.kind !== 'zeroOne' && c.kind !== 'label').length;

/**
 * How wide a list's screen is: a list of many inputs takes the whole page (and scrolls sideways below
 * that, so its header does not stick); a list of names stays narrow enough to read across.
 */
export function listWidth(list: SettingsList): 'wide' | 'normal' | 'narrow' {
  if (inputColumns(list.columns) >= 3) return 'wide';
  return list.columns.length <= 2 ? 'narrow' : 'normal';
}

function Editor({
  list,
  loaded,
  readOnly,
  reload,
  RowAction,
  aboveTable,
  onDirtyChange,
}: Omit<PanelProps, 'loadError'> & {
  loaded: ListAnswer;
  readOnly: boolean;
  reload: () => Promise<{ data?: ListAnswer }>;
}) {
  const { t } = useLingui();
  const title = tr(list.title);
  const lower = title.toLowerCase();
  const blank = useCallback(() => blankRow(list), [list]);
  const editor = useSettingsListEditor(list, loaded, blank);
  const { load, dirty, version, rows, savedByKey } = editor;
  const [reloading, setReloading] = useState(false);
  const [search, setSearch] = useState('');
  const term = useDeferredValue(search);
  const shown = useMemo(() => filterRows(list, rows, term), [list, rows, term]);
  // New rows are called by their number among the new rows: "new row 2".
  const newNumbers = useMemo(
    () => new Map(rows.filter((r) => r.is_new).map((r, i) => [r.key, i + 1])),
    [rows],
  );
  const errorsRef = useRef<HTMLDivElement>(null);
  const dirtyRef = useRef(onDirtyChange);
  dirtyRef.current = onDirtyChange;
  useEffect(() => dirtyRef.current?.(dirty), [dirty]);
  // An ordered list's rows move up and down, while every row is shown.
  const ordered = list.orderColumn !== undefined && !readOnly;
  const searching = shown.length !== rows.length;

  // A newer version fetched in the background replaces the screen only while nothing is edited.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new answer from the server counts
  useEffect(() => {
    if (!dirty && loaded.version !== version) load(loaded);
  }, [loaded]);

  // After a failed check or save, the first cell it names gets the focus (the search is cleared when it
  // hides that row); with no cell named, the messages above the table come into view.
  const [focusPending, setFocusPending] = useState(false);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after a failed save, until the cell is shown
  useEffect(() => {
    if (!focusPending) return;
    const row = rows.find((r) => Object.values(editor.problems.rows[r.key] ?? {}).some(Boolean));
    if (!row) {
      setFocusPending(false);
      errorsRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
      return;
    }
    if (!shown.includes(row)) {
      setSearch('');
      return;
    }
    const column = list.columns.find((c) => editor.problems.rows[row.key]?.[c.key]);
    if (column) document.getElementById(cellInputId(row.key, column.key))?.focus();
    setFocusPending(false);
  }, [focusPending, shown]);
  // A new row's first input gets the focus once it is on screen.
  useEffect(() => {
    if (!focusKey) return;
    const first = editableColumns(list)[0];
    if (first) document.getElementById(cellInputId(focusKey, first.key))?.focus();
    setFocusKey(null);
  }, [focusKey, list]);

  const save = async () => {
    if (!(await editor.submit())) setFocusPending(true);
  };
  const add = () => setFocusKey(editor.add());
  const reloadLatest = async () => {
    setReloading(true);
    const fresh = await reload().finally(() => setReloading(false));
    if (fresh.data) load(fresh.data);
  };

  const typed = term.trim();
  const shownCount = shown.length;
  const rowCount = rows.length;
  const wide = listWidth(list) === 'wide';
  const showActions = (list.editableRows || ordered) && !readOnly;
  const columnCount = list.columns.length + (RowAction || showActions ? 1 : 0);
  const table = (
    <Table
      verticalSpacing={6}
      highlightOnHover
      stickyHeader={!wide}
      stickyHeaderOffset={60}
      aria-label={title}
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
            up={index > 0}
            down={index < shown.length - 1}
            searching={searching}
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
      </div>
      {aboveTable}
      <Paper withBorder radius="md" p="md" component="section" aria-label={t`${title} rows`}>
        <Group justify="space-between" gap="sm" mb="sm">
          <Group gap="sm">
            <TextInput
              size="xs"
              w={260}
              type="search"
              aria-label={t`Search ${lower}`}
              placeholder={t`Search…`}
              leftSection={<IconSearch size={14} aria-hidden />}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
            />
            <Text size="xs" c="dimmed" aria-live="polite">
              {shown.length === rows.length
                ? plural(rows.length, { one: '# row', other: '# rows' })
                : t`${shownCount} of ${rowCount} rows`}
            </Text>
          </Group>
          {showActions && list.editableRows && (
            <Button size="xs" variant="light" leftSection={<IconPlus size={14} aria-hidden />} onClick={add}>
              <Trans>Add</Trans>
            </Button>
          )}
        </Group>
        {wide ? <Table.ScrollContainer minWidth={1100}>{table}</Table.ScrollContainer> : table}
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
          <ProblemSummary list={list} editor={editor} />
          <SaveBar dirty={dirty} saving={editor.saving} onSave={save} onDiscard={editor.discard} />
        </>
      )}
    </Stack>
  );
}

/**
 * One settings list without a page around it: the access check, the list as saved, and its editor (a page
 * may show several, as the tags page does). View right to see it, edit right to change it.
 */
export function ListPanel({ list, RowAction, aboveTable, loadError, onDirtyChange }: PanelProps) {
  const { t } = useLingui();
  const rights = useRights();
  const mayView = can(rights, list.permission, 'view');
  const query = useSettingsListQuery(list.name, mayView);
  if (!mayView)
    return (
      <Alert color="orange" variant="light" title={t`You cannot see this list`}>
        <Trans>Your user group has no right to see this list. Ask an administrator if you need it.</Trans>
      </Alert>
    );
  if (query.data)
    return (
      <Editor
        key={list.name}
        list={list}
        loaded={query.data}
        readOnly={!can(rights, list.permission, 'edit')}
        reload={query.refetch}
        RowAction={RowAction}
        aboveTable={aboveTable}
        onDirtyChange={onDirtyChange}
      />
    );
  if (query.isError) return <Alert color="red" variant="light" title={loadError ?? t`unable to find data`} />;
  return <PageLoader />;
}

/**
 * One screen for every settings list (countries, currencies, OTA, Zoho and email accounts, rate item
 * types, task statuses), built from its descriptor: a row per record, a cell per column, its input chosen
 * by the column's kind. One Save sends the whole list.
 */
export function ListScreen({ list, description, ...panel }: ScreenProps) {
  const { t } = useLingui();
  const title = tr(list.title);
  useDocumentTitle(t`${title} · Trip Back-Office`);
  const width = listWidth(list);
  return (
    <Stack gap="md" maw={width === 'wide' ? undefined : width === 'narrow' ? 760 : 1100}>
      <DetailHeader parent={listsParent} title={title} />
      {description && (
        <Text size="sm" c="dimmed" mt={-8}>
          {description}
        </Text>
      )}
      <ListPanel list={list} {...panel} />
    </Stack>
  );
}
