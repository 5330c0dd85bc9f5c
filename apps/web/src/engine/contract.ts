/**
 * The shared list functions whose modules import Zod (through filter.schema.ts). They are imported only
 * here, so moving the engine to Zod-free versions is a change to this one file.
 */
export { defaultColumns, mergeColumns } from '@trips/shared/list/columns';
export { createFilterReducer } from '@trips/shared/list/reducer';
export { decodeListState, encodeListState } from '@trips/shared/list/url-state';
