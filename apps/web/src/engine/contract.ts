/** The shared list functions the engine uses; all of them are free of Zod, so the bundle carries none. */
export { defaultColumns, mergeColumns } from '@trips/shared/list/columns';
export { createFilterReducer } from '@trips/shared/list/reducer';
export { decodeListState, encodeListState } from '@trips/shared/list/url-state';
