import type { ColumnDef, FieldConfig } from '../list/descriptor.ts';
import type { FieldKind as FilterKind } from '../list/kinds.ts';
import type { Catalogue, FieldDef, FieldKind } from './define.ts';

/** The list filter kind (the filter object's `filter_type`, spec part 1 §3) of each field kind. */
export const filterKindOf: Readonly<Record<FieldKind, FilterKind>> = {
  text: 'text',
  longText: 'text',
  email: 'text',
  url: 'text',
  phone: 'text',
  clock: 'text',
  number: 'numeric',
  money: 'numeric',
  percentage: 'percentage',
  date: 'date',
  boolean: 'boolean',
  choice: 'autocomplete',
  lookup: 'autocomplete',
  lookups: 'tags',
};

/** The keys of a catalogue's list filters. */
export type FilterKey<C extends Catalogue> = {
  [K in keyof C & string]: C[K] extends { filter: object } ? K : never;
}[keyof C & string];

/** One field's list filter (kind, operators, sort, options) for `defineResource`. */
export function filterOf(field: FieldDef): FieldConfig {
  const filter = field.filter ?? {};
  return {
    kind: filterKindOf[field.kind],
    label: filter.label ?? field.label,
    ...(filter.sortable !== undefined && { sortable: filter.sortable }),
    ...(filter.operators && { operators: filter.operators }),
    ...(filter.defaultOperator && { defaultOperator: filter.defaultOperator }),
    ...((field.kind === 'lookup' || field.kind === 'lookups') && field.lookup && { options: field.lookup }),
    ...(field.kind === 'lookup' && field.choices && { choices: field.choices }),
  };
}

/** The list filters of a catalogue (the fields with `filter`), in catalogue order. */
export function listFields<C extends Catalogue>(catalogue: C): Record<FilterKey<C>, FieldConfig> {
  return Object.fromEntries(
    Object.entries(catalogue)
      .filter(([, field]) => field.filter)
      .map(([key, field]) => [key, filterOf(field)]),
  ) as Record<FilterKey<C>, FieldConfig>;
}

/**
 * The list's columns in the order `order` gives (the table's order is not the form's): each slug is a
 * column of the catalogue, and every column of the catalogue is placed once.
 */
export function listColumns(catalogue: Catalogue, order: readonly string[]): ColumnDef[] {
  const bySlug = new Map<string, ColumnDef>();
  for (const [key, field] of Object.entries(catalogue)) {
    if (!field.column) continue;
    const { slug = key, label = field.label, default: shown, sortable } = field.column;
    if (bySlug.has(slug)) throw new Error(`Column '${slug}' is declared twice`);
    bySlug.set(slug, { slug, label, default: shown, ...(sortable !== undefined && { sortable }) });
  }
  const missing = [...bySlug.keys()].filter((slug) => !order.includes(slug));
  if (missing.length) throw new Error(`Columns not placed: ${missing.join(', ')}`);
  return order.map((slug) => {
    const column = bySlug.get(slug);
    if (!column) throw new Error(`Column '${slug}' is not in the catalogue`);
    return column;
  });
}
