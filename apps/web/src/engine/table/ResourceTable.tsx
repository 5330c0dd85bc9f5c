import type { ColumnConfig } from '@trips/shared/list/columns';
import type { ListState } from '@trips/shared/list/state';
import type { ReactNode } from 'react';
import { tr } from '../../i18n/tr';
import type { ListRow } from '../types';
import { numericColumns } from './cellText';
import classes from './ResourceTable.module.css';
import { SortableHeader } from './SortableHeader';
import { ariaSort } from './sorting';
import { TableBody } from './TableBody';

interface Props<Row extends ListRow> {
  label: string;
  columns: readonly ColumnConfig[];
  rows: readonly Row[];
  cells: Readonly<Record<string, (row: Row) => ReactNode>>;
  rowHref: (row: Row) => string;
  linkSlug: string;
  order: Pick<ListState, 'order_by' | 'order_type'>;
  sortKeys: readonly string[];
  onSort: (key: string) => void;
  /** The rows on screen are the previous page while the next one loads. */
  busy: boolean;
  /** Shown below the header when there are no rows. */
  empty?: ReactNode;
}

/** The rows of a list with its active columns in the user's order; the header stays in view on scroll. */
export function ResourceTable<Row extends ListRow>(props: Props<Row>) {
  const { label, columns, rows, order, sortKeys, onSort, busy, empty } = props;
  const numeric = numericColumns(columns, rows);
  return (
    <div className={classes.scroll}>
      <table className={classes.table} aria-label={label} aria-busy={busy}>
        <thead>
          <tr>
            {columns.map((c) => (
              <SortableHeader
                key={c.slug}
                label={tr(c.label)}
                numeric={numeric.has(c.slug)}
                sort={sortKeys.includes(c.slug) ? ariaSort(order, c.slug) : null}
                onSort={() => onSort(c.slug)}
              />
            ))}
          </tr>
        </thead>
        <TableBody
          columns={columns}
          rows={rows}
          cells={props.cells}
          rowHref={props.rowHref}
          linkSlug={props.linkSlug}
          numeric={numeric}
        />
      </table>
      {rows.length === 0 && empty}
    </div>
  );
}
