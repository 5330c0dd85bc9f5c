import { Group } from '@mantine/core';
import type { ColumnEditorProps } from '../columns/ColumnEditor';
import { ColumnPicker } from '../columns/ColumnPicker';
import { ExportButton } from '../export/ExportButton';
import { SavedFiltersMenu } from '../saved/SavedFiltersMenu';
import type { SavedFilterActions } from '../saved/useSavedFilterActions';
import { ListActionsMenu } from './ListActionsMenu';
import type { ListExport } from './useListExport';

export interface ListToolbarProps {
  saved: SavedFilterActions;
  /** The column editor's input, or null while the user's columns load. */
  columns: ColumnEditorProps | null;
  exporter: ListExport;
}

/** Saved filters, Columns and Export as buttons, or folded into one menu on a narrow window. */
export function ListToolbar({ narrow, ...props }: ListToolbarProps & { narrow: boolean }) {
  if (narrow) return <ListActionsMenu {...props} />;
  const { saved, columns, exporter } = props;
  return (
    <Group gap={6} wrap="nowrap">
      <SavedFiltersMenu actions={saved} />
      {columns && <ColumnPicker {...columns} />}
      <ExportButton running={exporter.running} run={exporter.run} />
    </Group>
  );
}
