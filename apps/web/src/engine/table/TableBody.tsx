import type { ColumnConfig } from '@trips/shared/list/columns';
import { type MouseEvent, memo, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ListRow } from '../types';
import { cellText } from './cellText';
import classes from './ResourceTable.module.css';

interface Props<Row extends ListRow> {
  columns: readonly ColumnConfig[];
  rows: readonly Row[];
  cells: Readonly<Record<string, (row: Row) => ReactNode>>;
  rowHref: (row: Row) => string;
  /** The column whose cell links to the row's page. */
  linkSlug: string;
  numeric: ReadonlySet<string>;
}

/** Clicks on links, buttons or inputs inside a row, and text selection, are not row clicks. */
function rowTarget(event: MouseEvent): HTMLElement | null {
  const target = event.target as HTMLElement;
  if (target.closest('a, button, input, label')) return null;
  if (window.getSelection()?.toString()) return null;
  return target.closest<HTMLElement>('tr[data-href]');
}

/**
 * Plain cells (one renderer call or the value's text per cell, no component per cell) so 100 rows render
 * well within the 100 ms budget. The row's name cell is a link: keyboard users and "open in new tab" use it.
 */
function TableBodyInner<Row extends ListRow>({
  columns,
  rows,
  cells,
  rowHref,
  linkSlug,
  numeric,
}: Props<Row>) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent) => {
    const href = rowTarget(event)?.dataset.href;
    if (!href) return;
    if (event.metaKey || event.ctrlKey) window.open(href, '_blank');
    else navigate(href);
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the row's name cell is a link, its keyboard equivalent
    <tbody onClick={onClick}>
      {rows.map((row) => {
        const href = rowHref(row);
        return (
          <tr key={row.id} className={classes.row} data-href={href}>
            {columns.map(({ slug }) => {
              const content = cells[slug]?.(row) ?? cellText(row[slug]);
              return (
                <td key={slug} className={classes.td} data-numeric={numeric.has(slug) || undefined}>
                  {slug === linkSlug ? (
                    <Link to={href} className={classes.link}>
                      {content}
                    </Link>
                  ) : (
                    content
                  )}
                </td>
              );
            })}
          </tr>
        );
      })}
    </tbody>
  );
}

export const TableBody = memo(TableBodyInner) as typeof TableBodyInner;
