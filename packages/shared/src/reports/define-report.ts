import {
  type ColumnDef,
  defineResource,
  type FieldConfig,
  type ResourceConfig,
  type ResourceDescriptor,
} from '../list/descriptor.ts';
import type { OrderType } from '../list/kinds.ts';

/** Page size of every report (spec part 1 §9: "VAT report … other reports", 100 starting at page 1). */
export const reportPageSize = 100;

/** What a report adds to a list: its right (spec part 1 §6) and a dashboard preset (`for_dashboard`). */
export interface ReportConfig<K extends string> {
  /** The path under /reports/ (spec part 1 §2); also the list's name, so search is /{slug}/search. */
  slug: string;
  label: string;
  /** The catalogue key whose 'view' the report needs (spec part 1 §6); not always the slug. */
  right: string;
  /** A right that also opens it (spec part 1 §6: Next Days Trips Stats on the mobile layout). */
  mobileRight?: string;
  /** Filter fields: the spec's report filters (part 1 §3); a measure is a numeric or percentage field. */
  fields: Record<K, FieldConfig>;
  /** The report's column set (part 2 §3), reorderable and toggleable through column-lists. */
  columns: readonly ColumnDef[];
  /** A sortable field, or a sortable column that is not a field. */
  defaultSort: NoInfer<K> | (string & {});
  defaultOrder: OrderType;
  searchable?: boolean;
  /** The filters its dashboard panel opens with (partial list state). */
  dashboard?: Record<string, unknown>;
  /** The filters its screen opens with, shown as chips (see `ResourceConfig.opening`). */
  opening?: ResourceConfig<K>['opening'];
}

export interface ReportDescriptor<K extends string = string> {
  readonly list: ResourceDescriptor<K>;
  readonly right: string;
  readonly mobileRight?: string;
  readonly dashboard: Readonly<Record<string, unknown>>;
}

/** A report = a list descriptor (fields, filter object, columns, page size) + its right + its dashboard. */
export function defineReport<K extends string>(config: ReportConfig<K>): ReportDescriptor<K> {
  const list = defineResource({
    name: config.slug,
    label: config.label,
    fields: config.fields,
    defaultSort: config.defaultSort,
    defaultOrder: config.defaultOrder,
    pageSize: reportPageSize,
    columns: config.columns,
    searchable: config.searchable ?? false,
    opening: config.opening,
  });
  const { right, mobileRight } = config;
  return Object.freeze({ list, right, mobileRight, dashboard: config.dashboard ?? {} });
}

/** Field shapes the reports repeat. Report dates filter between, by day (spec part 1 §9). */
export const measure = (label: string): FieldConfig => ({ kind: 'numeric', label, sortable: true });
export const percent = (label: string): FieldConfig => ({ kind: 'percentage', label, sortable: true });
export const reportDay = (label: string): FieldConfig => ({ kind: 'date', label, sortable: true });
export const picked = (label: string, options: string): FieldConfig => ({
  kind: 'autocomplete',
  label,
  options,
});
export const textField = (label: string): FieldConfig => ({ kind: 'text', label, sortable: true });
export const flag = (label: string): FieldConfig => ({ kind: 'boolean', label });
/** An opening filter of the days from `today` on (a report of what is coming). */
export const fromDay = (today: string) => ({ values: [today, ''], option_type: 'between' as const });

/** A shown column, or with `false` one the user switches on. */
export const column = (slug: string, label: string, shown = true): ColumnDef => ({
  slug,
  label,
  default: shown,
});
