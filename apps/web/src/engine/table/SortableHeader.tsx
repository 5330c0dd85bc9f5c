import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import classes from './ResourceTable.module.css';

interface Props {
  label: string;
  numeric: boolean;
  sort: 'ascending' | 'descending' | 'none' | null;
  onSort: () => void;
}

const icons = { ascending: IconArrowUp, descending: IconArrowDown, none: IconSelector };

/** A column header; a sortable one is a button, and aria-sort says how the list is ordered. */
export function SortableHeader({ label, numeric, sort, onSort }: Props) {
  if (sort === null) {
    return (
      <th className={classes.th} scope="col" data-numeric={numeric || undefined}>
        <span className={classes.headerLabel}>{label}</span>
      </th>
    );
  }
  const Icon = icons[sort];
  return (
    <th className={classes.th} scope="col" aria-sort={sort} data-numeric={numeric || undefined}>
      <button type="button" className={classes.sortButton} onClick={onSort}>
        {label}
        <Icon size={14} stroke={1.75} aria-hidden opacity={sort === 'none' ? 0.4 : 1} />
      </button>
    </th>
  );
}
