import type { Generated } from 'kysely';
import type { CreatedAt, Json, Timestamp } from './columns.ts';

export interface SavedFiltersTable {
  id: Generated<number>;
  user_id: number;
  list: string;
  name: string;
  filters: Json;
  created_at: CreatedAt;
  updated_at: Timestamp;
}
export interface ColumnListsTable {
  user_id: number;
  type: string;
  columns: Json<{ slug: string; is_active: boolean }[]>;
  updated_at: Timestamp;
}
export interface TagsTable {
  id: Generated<number>;
  type: 'provider' | 'trip' | 'invoice';
  name: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** The tables of migration 0004: the list engine's per-user state, and tags. */
export interface ListTables {
  saved_filters: SavedFiltersTable;
  column_lists: ColumnListsTable;
  tags: TagsTable;
}
