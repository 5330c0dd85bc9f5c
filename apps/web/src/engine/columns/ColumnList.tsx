import { useLingui } from '@lingui/react/macro';
import { Checkbox } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import type { ColumnConfig } from '@trips/shared/list/columns';
import { MoveButtons } from '../../components/MoveButtons';
import { tr } from '../../i18n/tr';
import classes from './ColumnPicker.module.css';
import { useDragReorder } from './useDragReorder';

interface Props {
  columns: readonly ColumnConfig[];
  onMove: (from: number, to: number) => void;
  onToggle: (slug: string, active: boolean) => void;
}

/** The columns in order: drag a row, or use its move buttons, to reorder; tick to show. */
export function ColumnList({ columns, onMove, onToggle }: Props) {
  const { t } = useLingui();
  const dragProps = useDragReorder(onMove);
  return (
    <ul className={classes.list} aria-label={t`Columns in display order`}>
      {columns.map((column, index) => (
        <li key={column.slug} className={classes.item} {...dragProps(index)}>
          <span className={classes.handle} aria-hidden>
            <IconGripVertical size={16} />
          </span>
          <Checkbox
            className={classes.label}
            size="xs"
            radius="sm"
            label={tr(column.label)}
            checked={column.is_active}
            onChange={(event) => onToggle(column.slug, event.currentTarget.checked)}
          />
          <MoveButtons label={tr(column.label)} index={index} count={columns.length} onMove={onMove} />
        </li>
      ))}
    </ul>
  );
}
