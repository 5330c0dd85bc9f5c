/** The kinds of column a settings list edits; one kind decides the check and (in the web app) the input. */
export type ListColumnKind =
  /** Shown, never edited. */
  | { kind: 'label' }
  /** Required unless `optional` (then '' is kept as "not set"). */
  | { kind: 'text'; maxLength: number; unique?: boolean; optional?: boolean }
  /** A switch; a new row starts on unless `whenNew` says otherwise (a new status does not close tasks). */
  | { kind: 'boolean'; whenNew?: boolean }
  /** A 0/1 flag stored as a number (a country's `vat`), shown as a switch. */
  | { kind: 'zeroOne' }
  /** A decimal within bounds; `min` itself is refused when `exclusiveMin` (a currency rate must be > 0). */
  | { kind: 'decimal'; min: number; max: number; exclusiveMin?: boolean }
  | { kind: 'email'; maxLength: number; unique?: boolean }
  /** The id of a row of a lookup list (`/api/v1/lookups`), e.g. a branding. */
  | { kind: 'lookup'; lookup: string }
  /** Sealed on the server; answered as the placeholder `{key}`, kept when the placeholder comes back. */
  | { kind: 'secret'; maxLength: number };

export type ListColumn = ListColumnKind & { key: string; label: string };

export type ListCell = string | number | boolean | null;
export type ListRow = { id?: number } & Record<string, ListCell | undefined>;

/** A settings list: rows of one table edited together and saved as one version (part 2 §4). */
export interface SettingsList {
  /** The `{name}` of `/api/v1/settings-lists/{name}`. */
  name: string;
  title: string;
  permission: string;
  table: string;
  columns: readonly ListColumn[];
  /**
   * New rows may be added (with the create-new flag) and saved rows deleted; a row another table names is
   * in use, and its delete is refused naming what uses it (the server reads the schema's foreign keys).
   */
  editableRows: boolean;
  /** Rows the product relies on (e.g. rate item type 1 'Default'): never deleted. */
  fixedIds?: readonly number[];
  /**
   * When several lists share one table (tags of providers, trips and invoices): the list's rows are those
   * with `column = value`, and a new row gets that value.
   */
  scope?: { column: string; value: string };
  /** A column saved from each row's position (1, 2, 3…): the list is read in that order and can be reordered. */
  orderColumn?: string;
  /** List-wide rules, checked on both sides: at least one row must have this switch on. */
  atLeastOne?: readonly { column: string; message: string }[];
}
