import type { FieldChoice, ResourceDescriptor } from '@trips/shared/list/descriptor';
import type { FilterValue } from '@trips/shared/list/kinds';
import type { ReactNode } from 'react';

/** A list row as /search returns it: the column slugs plus the ids. */
export interface ListRow {
  id: number;
  [key: string]: unknown;
}

/**
 * Where an autocomplete or tags field finds its choices: a lookup list, a resource's /options, or the
 * fixed choices its descriptor names (`choices`). A lookup can be narrowed by another filter: regions to
 * the countries chosen (`narrowBy`), which the filter bar turns into the ids to keep (`within`).
 */
export type OptionSource =
  | {
      lookup: string;
      narrowBy?: { field: string; key: string };
      within?: { key: string; ids: readonly FilterValue[] };
    }
  | { resource: string }
  | { choices: readonly FieldChoice[] };

/**
 * What a module gives the engine for one list: its descriptor plus what only the screen needs.
 * Everything else (filters, columns, saved filters, export, paging) comes from the descriptor.
 */
export interface ListView<Row extends ListRow = ListRow> {
  descriptor: ResourceDescriptor;
  /** Cells that need more than the default text; keyed by column slug. */
  cells?: Readonly<Record<string, (row: Row) => ReactNode>>;
  rowHref: (row: Row) => string;
  /** The column that names a row and links to it; the descriptor's first column by default. */
  linkColumn?: string;
  /** Option sources of fields that do not pick from the lookup named in their descriptor. */
  optionSources?: Readonly<Record<string, OptionSource>>;
  /** The load-failure message (spec part 1 §8); 'unable to find <name>' by default. */
  loadFailure?: string;
  /** Shown above the table with the page's rows, e.g. a report's chart. */
  summary?: (rows: readonly Row[]) => ReactNode;
}
