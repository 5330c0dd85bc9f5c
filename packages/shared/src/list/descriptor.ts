import {
  type DateUnit,
  type FieldKind,
  type FilterValue,
  kindDefaultOperator,
  kindOperators,
  type Operator,
  type OrderType,
} from './kinds.ts';

export interface FieldConfig {
  kind: FieldKind;
  label: string;
  sortable?: boolean;
  /** Narrows the kind's operators; the first is the default unless `defaultOperator` says otherwise. */
  operators?: readonly Operator[];
  defaultOperator?: Operator;
  /** Name of the lookup list an autocomplete or tags field picks from. */
  options?: string;
  /**
   * The fixed choices of an autocomplete field that has no lookup list (providers' coordinates: with or
   * without); the browser offers them without asking the server.
   */
  choices?: readonly FieldChoice[];
}

export interface FieldChoice {
  id: number;
  name: string;
}

/** A built-in saved filter the server applies for a non-positive filter_id (tasks: -2 "my open tasks"). */
export interface FilterPreset {
  id: number;
  label: string;
}

export interface ColumnDef {
  slug: string;
  label: string;
  default: boolean;
  /** Lets a column that is not a filter field (e.g. a name shown for an id filter) be an order_by. */
  sortable?: boolean;
}

export interface ResourceConfig<K extends string> {
  name: string;
  label: string;
  fields: Record<K, FieldConfig>;
  defaultSort: string;
  defaultOrder: OrderType;
  pageSize: number;
  /** Page size after clear-all when it differs from pageSize (trips and invoices: 100, spec part 1 §9). */
  clearAllCount?: number;
  /** Saved filter selected by default (tasks: -2, spec part 1 §3). */
  defaultFilterId?: number | null;
  /** The built-in saved filters, named so the list can say which one it shows. */
  presets?: readonly FilterPreset[];
  columns: readonly ColumnDef[];
  searchable: boolean;
  /** Date fields that also take direct `<field>_from` / `<field>_to` days beside the filter object. */
  directDates?: readonly NoInfer<K>[];
  /**
   * The filters the screen opens with (a report from today, the unpaid prepayments), given today's day
   * (YYYY-MM-DD). They are ordinary filters: shown as chips the user removes, sent to the server as any
   * other; the server's own default stays "no filter", and clear-all removes them too.
   */
  opening?: (today: string) => Partial<Record<NoInfer<K>, OpeningFilter>>;
}

/** An opening filter: a field's filter object (spec part 1 §3); see `ResourceConfig.opening`. */
export interface OpeningFilter {
  values: FilterValue[];
  option_type: Operator;
  value_type?: DateUnit;
}

export interface ResolvedField extends FieldConfig {
  sortable: boolean;
  operators: readonly Operator[];
  defaultOperator: Operator;
}

export interface ResourceDescriptor<K extends string = string> {
  readonly name: string;
  readonly label: string;
  readonly fields: Readonly<Record<K, ResolvedField>>;
  readonly fieldNames: readonly K[];
  /** Allowed values of order_by: sortable fields, then sortable columns. */
  readonly sortKeys: readonly string[];
  readonly defaultSort: string;
  readonly defaultOrder: OrderType;
  readonly pageSize: number;
  readonly clearAllCount: number;
  readonly defaultFilterId: number | null;
  readonly presets: readonly FilterPreset[];
  readonly columns: readonly ColumnDef[];
  readonly searchable: boolean;
  readonly directDates: readonly K[];
  readonly opening?: (today: string) => Partial<Record<K, OpeningFilter>>;
}

/** Top-level keys of the list query body; a field may not take one of these names. */
export const controlKeys = [
  'order_by',
  'order_type',
  'page',
  'count',
  'search',
  'search_hash',
  'filter_id',
] as const;
const reservedNames: readonly string[] = [...controlKeys, 'for_dashboard', 'id'];
const FIELD_NAME = /^[a-z][a-z0-9_]*$/;
export const maxPageSize = 1000;

function resolveField(name: string, config: FieldConfig): ResolvedField {
  if (!FIELD_NAME.test(name) || reservedNames.includes(name)) throw new Error(`Bad field name '${name}'`);
  const allowed = kindOperators[config.kind];
  const ops = config.operators ?? allowed;
  const stray = ops.find((op) => !allowed.includes(op));
  if (ops.length === 0 || stray) throw new Error(`Field '${name}': operator '${stray}' not allowed`);
  const defaultOperator =
    config.defaultOperator ??
    (ops.includes(kindDefaultOperator[config.kind]) ? kindDefaultOperator[config.kind] : ops[0]);
  if (!ops.includes(defaultOperator)) throw new Error(`Field '${name}': bad default '${defaultOperator}'`);
  if (config.choices && (config.kind !== 'autocomplete' || config.choices.length === 0))
    throw new Error(`Field '${name}': only an autocomplete field has choices`);
  return { ...config, sortable: config.sortable ?? false, operators: ops, defaultOperator };
}

const isPageSize = (n: number) => Number.isInteger(n) && n >= 1 && n <= maxPageSize;

export function defineResource<K extends string>(config: ResourceConfig<K>): ResourceDescriptor<K> {
  const fieldNames = Object.keys(config.fields) as K[];
  const fields = Object.fromEntries(fieldNames.map((n) => [n, resolveField(n, config.fields[n])]));
  const sortKeys = [
    ...fieldNames.filter((n) => fields[n].sortable),
    ...config.columns.filter((c) => c.sortable && !Object.hasOwn(fields, c.slug)).map((c) => c.slug),
  ];
  const clearAllCount = config.clearAllCount ?? config.pageSize;
  const slugs = new Set(config.columns.map((c) => c.slug));
  if (slugs.size !== config.columns.length) throw new Error(`${config.name}: duplicate column slug`);
  if (!sortKeys.includes(config.defaultSort)) throw new Error(`${config.name}: defaultSort is not sortable`);
  if (!isPageSize(config.pageSize) || !isPageSize(clearAllCount))
    throw new Error(`${config.name}: bad page size`);
  const presets = config.presets ?? [];
  if (presets.some((preset) => preset.id > 0)) throw new Error(`${config.name}: a preset id must be ≤ 0`);
  const defaultFilterId = config.defaultFilterId ?? null;
  if (defaultFilterId !== null && defaultFilterId <= 0 && !presets.some((p) => p.id === defaultFilterId))
    throw new Error(`${config.name}: the default filter is not a preset`);
  const opened = Object.entries(config.opening?.('2000-01-01') ?? {}) as [string, OpeningFilter][];
  const wrong = opened.find(([n, f]) => !fields[n]?.operators.includes(f.option_type));
  if (wrong) throw new Error(`${config.name}: the opening filter '${wrong[0]}' does not fit its field`);
  const directDates = config.directDates ?? [];
  if (directDates.some((n) => fields[n]?.kind !== 'date'))
    throw new Error(`${config.name}: a direct date field must be a date field`);
  return Object.freeze({
    ...config,
    directDates,
    fields: fields as Record<K, ResolvedField>,
    fieldNames,
    sortKeys,
    clearAllCount,
    defaultFilterId,
    presets,
  });
}
