export { type FilterAction, filterActions } from './actions.ts';
export { isValidControl, isValidFieldFilter } from './checks.ts';
export { columnConfigSchema } from './columns.schema.ts';
export {
  type ColumnConfig,
  type ColumnSet,
  defaultColumns,
  defineColumnSet,
  mergeColumns,
} from './columns.ts';
export {
  type ColumnDef,
  controlKeys,
  defineResource,
  type FieldChoice,
  type FieldConfig,
  type FilterPreset,
  maxPageSize,
  type OpeningFilter,
  type ResolvedField,
  type ResourceConfig,
  type ResourceDescriptor,
} from './descriptor.ts';
export { directDateKeys, withDirectDates } from './direct-dates.ts';
export {
  controlSchemas,
  fieldFilterSchema,
  filterValueSchema,
  listLimits,
  listQuerySchema,
} from './filter.schema.ts';
export * from './kinds.ts';
export { createFilterReducer, filterReducer } from './reducer.ts';
export { type ListResult, listResultSchema } from './result.schema.ts';
export { sanitizeState } from './sanitize.ts';
export {
  activeFilters,
  clearedFilterState,
  defaultFieldFilter,
  defaultFilterState,
  type FieldFilter,
  filterOf,
  isActiveFilter,
  type ListControls,
  type ListQuery,
  type ListState,
  localDay,
  openingState,
  withFilter,
} from './state.ts';
export { decodeListState, encodeListState } from './url-state.ts';
export { isIsoDate, valuesProblem } from './values.ts';
