import type { ResourceDescriptor, RouteAccess } from '@trips/shared';
import type { Expression, SelectQueryBuilder, SqlBool } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import type { RequestAuth } from '../../plugins/access-guard.ts';

// biome-ignore lint/suspicious/noExplicitAny: a binding joins tables the engine cannot name statically
export type ListQueryBuilder = SelectQueryBuilder<any, any, any>;
export type SqlExpr = Expression<unknown>;
export type Condition = Expression<SqlBool>;

/** Where a tags field finds an owner's tags: link rows (owner, tag) in a table of the owning module. */
export interface TagLink {
  linkTable: string;
  ownerColumn: string;
  tagColumn: string;
  /** Whose tags: the row's own id by default; a report of trip rows reads its trip's tags. */
  ownerId?: SqlExpr;
}

/** What a picker (POST /<name>/options) lists: id and a display name, matched by "contains" on the name. */
export interface OptionsBinding {
  name: SqlExpr;
  /** Who may call it; the resource's view right unless said otherwise (pickers serve other modules' forms). */
  access?: RouteAccess;
  count?: number;
  match?(term: string): Condition;
  /** Extra body fields the picker takes and how they narrow its rows (e.g. providers: type, location_ids). */
  narrow?: {
    shape: z.ZodRawShape;
    apply(query: ListQueryBuilder, body: Record<string, unknown>): ListQueryBuilder;
  };
}

/**
 * The API half of a list (DESIGN §5): the shared descriptor says what may be asked, the binding says how
 * each field reads in SQL. The compiler resolves fields only through `fields` and `tags`.
 */
export interface ListBinding {
  descriptor: ResourceDescriptor;
  /** Catalogue key; search and export need its 'view'. */
  permission: string;
  /** Another key whose 'view' also opens it (a report the mobile layout opens on another right). */
  orPermission?: string;
  /**
   * FROM with the joins the fields need; no select, no where; one row per id (joins to one row each).
   * A page reads it twice: once for its ids, once to join the page's rows back for their columns.
   */
  baseQuery(db: Database, auth: RequestAuth): ListQueryBuilder;
  /** The row id: tie-breaker of every order, keyset of exports, owner of tags. */
  id: SqlExpr;
  /** Every filter field without a tag link and every sort key → its SQL expression. */
  fields: Record<string, SqlExpr>;
  /** Autocomplete fields whose ids are text rather than integers. */
  textIds?: readonly string[];
  /** Tags fields, and autocomplete fields that pick tags (trips), by their link table. */
  tags?: Record<string, TagLink>;
  /**
   * Text fields whose "contains" (filter and search) matches another expression than the one shown and
   * sorted: one an index covers (the task subject in every language, where the reader's one is not indexable).
   */
  matchFields?: Record<string, SqlExpr>;
  /**
   * Numeric fields counting the days from today to a date column (`date - current_date`), by that column:
   * their filters compare the column with today plus the days, which the column's index answers.
   */
  dayOffsetFields?: Record<string, SqlExpr>;
  /** The `search` box; by default "contains" on every text field of the descriptor. */
  search?(term: string): Condition;
  /** Rows the user may see at all (applied before any filter). */
  rowScope?(query: ListQueryBuilder, auth: RequestAuth): ListQueryBuilder;
  /** Adds the row columns; their keys are the descriptor's column slugs (plus ids). */
  select(query: ListQueryBuilder): ListQueryBuilder;
  /** Zod schema of one row, for the OpenAPI document and the response check. */
  row?: z.ZodType;
  options?: OptionsBinding;
  /** Built-in filters chosen with a non-positive filter_id (tasks: -2); values are partial list states. */
  presets?: Record<number, (auth: RequestAuth) => Record<string, unknown>>;
  /**
   * Page in one query instead of ids first: for a base query that is itself an aggregate (a grouped
   * report), where joining the page's ids back would aggregate every row again, and whose columns are
   * cheap once grouped.
   */
  pageInOnePass?: boolean;
}
