import type { PlatformTables } from './tables/platform.ts';

/** Every table, one interface per module's migrations; add yours to the list. */
export interface DB extends PlatformTables {}
