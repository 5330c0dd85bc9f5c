import { Skeleton, VisuallyHidden } from '@mantine/core';
import classes from './ResourceTable.module.css';

interface Props {
  /** Read by screen readers while the rows load, e.g. "Loading tasks". */
  label: string;
  columns: number;
  rows?: number;
}

/** Grey bars in the shape of the table while its first page loads. */
export function TableSkeleton({ label, columns, rows = 8 }: Props) {
  const cells = [...Array(columns).keys()];
  const lines = [...Array(rows).keys()];
  return (
    <div className={classes.scroll} style={{ overflow: 'hidden' }} aria-busy="true">
      <VisuallyHidden>{label}</VisuallyHidden>
      <table className={classes.table} aria-hidden>
        <thead>
          <tr>
            {cells.map((c) => (
              <th key={c} className={classes.th}>
                <Skeleton height={10} width={72} m={12} radius="sm" />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((r) => (
            <tr key={r}>
              {cells.map((c) => (
                <td key={c} className={classes.td}>
                  <Skeleton height={10} width={60 + ((r * 7 + c * 13) % 5) * 16} my={4} radius="sm" />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
