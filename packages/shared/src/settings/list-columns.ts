/** The kinds of column a settings list edits; one kind decides the check and (in the web app) the input. */
export type ListColumnKind =
  /** Shown, never edited. */
  | { kind: 'label' }
  | { kind: 'text'; maxLength: number; unique?: boolean }
  | { kind: 'boolean' }
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

/** A table whose rows reference the list: a row named there is "in use" and cannot be deleted. */
export interface ListReference {
  table: string;
  column: string;
  /** How the message names the referring records: "trips". */
  label: string;
}

/** A settings list: rows of one table edited together and saved as one version (part 2 §4). */
export interface SettingsList {
  /** The `{name}` of `/api/v1/settings-lists/{name}`. */
  name: string;
  title: string;
  permission: string;
  table: string;
  columns: readonly ListColumn[];
  /** New rows may be added (with the create-new flag) and saved rows deleted. */
  editableRows: boolean;
  /** Rows the product relies on (e.g. rate item type 1 'Default'): never deleted. */
  fixedIds?: readonly number[];
  references?: readonly ListReference[];
}
