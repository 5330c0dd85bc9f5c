import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { HistoryItem } from '../../engine/audit/history.ts';
import { localName } from '../../engine/i18n/local-name.ts';
import {
  isLocalisedSource,
  lookupNames,
  type Ref,
  type SourceKey,
  sources,
  type Wanted,
} from './trips.refs.ts';
import { sections, tripRefs } from './trips.sections.ts';

type Change = HistoryItem['changes'][number];

/** The refs of what an entry is about: a row ('Accommodation #12') or the trip itself. */
function refsOf(subject: string | null): readonly Ref[] {
  const label = subject && /^(.+) #\d+$/.exec(subject)?.[1];
  return Object.values(sections).find((s) => s.label === label)?.refs ?? tripRefs;
}

/** Reference names older entries stored in English, in the reader's language. */
async function translatedNames(db: Database, wanted: Map<SourceKey, Set<string>>) {
  const names = new Map<string, string>();
  const parts = [...wanted].map(([key, english]) => {
    const { table, kind } = sources[key] as { table: string; kind?: string };
    const ofKind = kind ? sql`and x.kind = ${kind}` : sql``;
    return sql`(select ${key}::text as source, x.name, ${localName('x')} as local from ${sql.table(table)} x
      where x.name in (${sql.join([...english])}) ${ofKind})`;
  });
  if (parts.length === 0) return names;
  const { rows } = await sql<{
    source: string;
    name: string;
    local: string;
  }>`${sql.join(parts, sql` union all `)}`.execute(db);
  for (const row of rows) names.set(`${row.source}/${row.name}`, row.local);
  return names;
}

/**
 * History entries as their reader reads them: a reference row's id (a status, a meal plan) becomes its
 * name in the reader's language, under the name field the screen labels; a name an older entry stored in
 * English is translated. Other names (providers, places) were stored as they are.
 */
export async function namedHistory(db: Database, items: HistoryItem[]): Promise<HistoryItem[]> {
  const ids: Wanted = new Map();
  const english = new Map<SourceKey, Set<string>>();
  const refOf = (item: HistoryItem, change: Change) =>
    refsOf(item.subject).find(
      ([id, name, source]) => isLocalisedSource(source) && (change.field === id || change.field === name),
    );
  const add = <T>(into: Map<SourceKey, Set<T>>, source: SourceKey, value: T) => {
    if (!into.has(source)) into.set(source, new Set());
    into.get(source)!.add(value);
  };
  for (const item of items)
    for (const change of item.changes) {
      const ref = refOf(item, change);
      if (!ref) continue;
      for (const value of [change.before, change.after]) {
        if (typeof value === 'number' && value > 0 && change.field === ref[0]) add(ids, ref[2], value);
        if (typeof value === 'string' && value !== '' && change.field === ref[1]) add(english, ref[2], value);
      }
    }
  const [nameOf, translated] = await Promise.all([lookupNames(db, ids), translatedNames(db, english)]);
  const named = (source: SourceKey, value: unknown) => {
    if (typeof value === 'number') return nameOf(source, value) ?? value;
    if (typeof value === 'string') return translated.get(`${source}/${value}`) ?? value;
    return value;
  };
  return items.map((item) => ({
    ...item,
    changes: item.changes.map((change) => {
      const ref = refOf(item, change);
      if (!ref) return change;
      return {
        field: ref[1] ?? change.field,
        before: named(ref[2], change.before),
        after: named(ref[2], change.after),
      };
    }),
  }));
}
