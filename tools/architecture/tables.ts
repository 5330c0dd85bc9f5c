import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript-js';
import { areaOf, tableWriters } from './boundaries.ts';
import { repoRoot } from './import-graph.ts';

/** Every table of the database, as the Kysely types in `apps/api/src/db/tables/` declare them. */
export function tableNames(): Set<string> {
  const folder = join(repoRoot, 'apps/api/src/db/tables');
  const names = new Set<string>();
  for (const file of readdirSync(folder)) {
    const text = readFileSync(join(folder, file), 'utf8');
    for (const block of text.matchAll(/export interface \w+Tables \{\n([\s\S]*?)\n\}/g))
      for (const key of block[1].matchAll(/^ {2}([a-z_][a-z0-9_]*)\??:/gm)) names.add(key[1]);
  }
  return names;
}

const computedCall = /\b(insertInto|updateTable|deleteFrom)\(\s*(?!['"\s])/g;
const computedSql = /\b(insert\s+into|update|delete\s+from)\s+\$\{/gi;

/** Lines writing to a table chosen at run time: a Kysely write given a variable, or SQL naming `${table}`. */
export function computedWrites(files: string[]): Map<string, number[]> {
  const found = new Map<string, number[]>();
  for (const file of files) {
    if (file.startsWith('apps/api/src/db/')) continue;
    const text = readFileSync(join(repoRoot, file), 'utf8');
    const lines = [...text.matchAll(computedCall), ...text.matchAll(computedSql)].map(
      (m) => text.slice(0, m.index).split('\n').length,
    );
    if (lines.length)
      found.set(
        file,
        [...new Set(lines)].sort((a, b) => a - b),
      );
  }
  return found;
}

/** The owner of each table: the module or engine that writes it, by name or through a declared computed write. */
export function tableOwners(files: string[], declared: Record<string, readonly string[]>) {
  const owners = new Map<string, Set<string>>();
  const own = (table: string, area: string) => owners.set(table, (owners.get(table) ?? new Set()).add(area));
  for (const [table, byArea] of tableWriters(files)) for (const area of byArea.keys()) own(table, area);
  for (const [file, tables] of Object.entries(declared)) for (const table of tables) own(table, areaOf(file));
  return owners;
}

const kyselyRead =
  /\b(?:selectFrom|innerJoin|leftJoin|rightJoin|fullJoin|innerJoinLateral|leftJoinLateral)\(\s*['"]([a-z_][a-z0-9_]*)/g;
const sqlRead = /\b(?:from|join)\s+([a-z_][a-z0-9_]*)/gi;

/** The text of every `sql` tagged template in a file (comments and other strings left out). */
function sqlTexts(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest);
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isTaggedTemplateExpression(node) && /^sql\b/.test(node.tag.getText(source)))
      texts.push(node.template.getText(source));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

const readSource = (file: string) => readFileSync(join(repoRoot, file), 'utf8');

/** Which tables each file reads: Kysely's `selectFrom` and joins, and `from`/`join` in `sql` templates. */
export function tableReads(
  files: string[],
  tables: Set<string>,
  read: (file: string) => string = readSource,
): Map<string, Set<string>> {
  const reads = new Map<string, Set<string>>();
  for (const file of files) {
    if (file.startsWith('apps/api/src/db/')) continue;
    const text = read(file);
    const named = [
      ...[...text.matchAll(kyselyRead)].map((m) => m[1]),
      ...sqlTexts(file, text).flatMap((t) => [...t.matchAll(sqlRead)].map((m) => m[1].toLowerCase())),
    ].filter((table) => tables.has(table));
    if (named.length) reads.set(file, new Set(named));
  }
  return reads;
}

/**
 * Each module that reads a table another module owns, as "reader → owner: tables (files)". Engines and
 * tables only engines or migrations write (reference data, settings lists) are below every module: free to read.
 * A published view (`publishedViews`) is not a table: reading it is reading the owner's contract, not its tables.
 */
export function crossModuleReads(
  files: string[],
  owners: Map<string, Set<string>>,
  tables: Set<string>,
  readText: (file: string) => string = readSource,
): Map<string, { tables: Set<string>; files: Set<string> }> {
  const pairs = new Map<string, { tables: Set<string>; files: Set<string> }>();
  for (const [file, read] of tableReads(files, tables, readText)) {
    const reader = areaOf(file);
    if (!reader.startsWith('modules/')) continue;
    for (const table of read) {
      for (const owner of owners.get(table) ?? []) {
        if (owner === reader || !owner.startsWith('modules/')) continue;
        const key = `${reader.slice(8)} → ${owner.slice(8)}`;
        const pair = pairs.get(key) ?? { tables: new Set(), files: new Set() };
        pair.tables.add(table);
        pair.files.add(file);
        pairs.set(key, pair);
      }
    }
  }
  return pairs;
}

/**
 * The views a module publishes for other modules to read in SQL, view → owning module (docs/decisions/0030).
 * Each is a plain projection of one of the owner's tables, created by a migration and typed in
 * `apps/api/src/db/tables/views.ts`; its column list is the contract the owner keeps when its tables change.
 * Other modules read the view, never the table behind it; nothing writes a view.
 */
export const publishedViews: Record<string, string> = {
  users_view: 'modules/users',
  staff_names: 'modules/users',
  brandings_view: 'modules/brandings',
  locations_view: 'modules/locations',
  meeting_points_view: 'modules/locations',
  location_name_variations_view: 'modules/locations',
  location_priority_providers_view: 'modules/locations',
  providers_view: 'modules/providers',
  provider_services_view: 'modules/providers',
  provider_service_items_view: 'modules/providers',
  provider_locations_view: 'modules/providers',
  provider_vouchers_view: 'modules/providers',
  provider_rates_view: 'modules/providers',
  trips_view: 'modules/trips',
};

/** Every view the Kysely types declare (the `PublishedViews` interface). */
export function viewNames(): Set<string> {
  const text = readSource('apps/api/src/db/tables/views.ts');
  const block = text.match(/export interface PublishedViews \{\n([\s\S]*?)\n\}/)?.[1] ?? '';
  return new Set([...block.matchAll(/^ {2}([a-z_][a-z0-9_]*):/gm)].map((m) => m[1]));
}

/** Every view the migrations create, with the one table it projects (`create view v as select … from t`). */
export function createdViews(): Map<string, string[]> {
  const folder = join(repoRoot, 'apps/api/src/db/migrations');
  const views = new Map<string, string[]>();
  for (const file of readdirSync(folder)) {
    const text = readFileSync(join(folder, file), 'utf8');
    for (const m of text.matchAll(/create\s+(?:or\s+replace\s+)?view\s+([a-z_][a-z0-9_]*)\s+as\s+([^`]*)/gi))
      views.set(
        m[1],
        [...m[2].matchAll(sqlRead)].map((r) => r[1].toLowerCase()),
      );
  }
  return views;
}
