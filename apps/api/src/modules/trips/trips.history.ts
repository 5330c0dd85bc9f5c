import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { HistoryItem } from '../../engine/audit/history.ts';
import { localName } from '../../engine/i18n/local-name.ts';
import { withRecordNames } from '../../engine/i18n/record-names.ts';
import { sharedText } from '../../engine/i18n/shared-texts.ts';
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

/** The refs of a row ('Accommodation #12', also 'Accommodation #12: the reason') or else of the trip. */
function refsOf(subject: string | null): readonly Ref[] {
  const label = subject && /^(.+?) #\d+\b/.exec(subject)?.[1];
  return Object.values(sections).find((s) => s.label === label)?.refs ?? tripRefs;
}

/**
 * Where a change's value points. An entry about several rows names each field after its row
 * ('Accommodation #12 trip_service_status_id'); the automation's entries keep ids (a status, a provider),
 * the editor's a name, except for reference rows, kept by id. A name is translated only for reference rows.
 */
function pointerOf(item: HistoryItem, change: Change) {
  const ofRow = /^(.+ #\d+) (\w+)$/.exec(change.field);
  const [row, column] = ofRow ? [`${ofRow[1]} `, ofRow[2]!] : ['', change.field];
  const found = refsOf(ofRow ? ofRow[1]! : item.subject).find(
    ([id, name, source]) => column === id || (column === name && isLocalisedSource(source)),
  );
  if (!found) return undefined;
  const [idField, nameField, source] = found;
  return { source, byId: column === idField, field: nameField ? `${row}${nameField}` : change.field };
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

/** A cause about rows: 'Accommodation #12: Hostal Alameda declined', 'Accommodation #3, Luggage transfer #5: invoice F-1'. */
const aboutRows = /^(.+? #\d+(?:, .+? #\d+)*): (.+)$/s;

/**
 * What an entry is about, in the reader's language. Causes are stored in English, built from the shared
 * `tripCauseMessages` (and rows' labels), so entries written before are rendered the same way: each part
 * through the catalogue the screens use; a name inside (a provider, an invoice number) stays as written.
 */
export function subjectInReaderLanguage(subject: string | null): string | null {
  if (!subject) return subject;
  const rows = aboutRows.exec(subject);
  if (!rows) return sharedText(subject);
  const labels = rows[1]!.split(', ').map((label) => sharedText(label));
  return `${labels.join(', ')}: ${sharedText(rows[2]!)}`;
}

/** A pricing problem the save wrote ('Hotel X has no negotiated (accommodation) rate') in the reader's language. */
const pricingProblems = (change: Change) => ({
  before: typeof change.before === 'string' ? sharedText(change.before) : change.before,
  after: typeof change.after === 'string' ? sharedText(change.after) : change.after,
});

const add = <T>(into: Map<SourceKey, Set<T>>, source: SourceKey, value: T) => {
  if (!into.has(source)) into.set(source, new Set());
  into.get(source)!.add(value);
};

/**
 * History entries as their reader reads them, never with ids: an id (a status, a meal plan, a provider)
 * becomes its name, a reference row's in the reader's language, under the name field the screen labels;
 * a reference name an older entry stored in English is translated.
 */
export async function namedHistory(db: Database, items: HistoryItem[]): Promise<HistoryItem[]> {
  const ids: Wanted = new Map();
  const english = new Map<SourceKey, Set<string>>();
  for (const item of items)
    for (const change of item.changes) {
      const pointer = pointerOf(item, change);
      if (!pointer) continue;
      for (const value of [change.before, change.after]) {
        if (pointer.byId && typeof value === 'number' && value > 0) add(ids, pointer.source, value);
        if (!pointer.byId && typeof value === 'string' && value !== '') add(english, pointer.source, value);
      }
    }
  const [nameOf, translated] = await Promise.all([lookupNames(db, ids), translatedNames(db, english)]);
  const named = (source: SourceKey, value: unknown) => {
    if (typeof value === 'number') return nameOf(source, value) ?? value;
    if (typeof value === 'string') return translated.get(`${source}/${value}`) ?? value;
    return value;
  };
  const subjects = await withRecordNames(
    db,
    items.map((item) => subjectInReaderLanguage(item.subject)),
  );
  const fields = await withRecordNames(
    db,
    items.flatMap((item) => item.changes.map((change) => pointerOf(item, change)?.field ?? change.field)),
  );
  let nextField = 0;
  return items.map((item, i) => ({
    ...item,
    // The rows an entry is about as people name them ('Alojamiento en Portomarín, 8 ene (Casa Garea)').
    subject: subjects[i]!,
    changes: item.changes.map((change) => {
      const field = fields[nextField++]!;
      const pointer = pointerOf(item, change);
      if (!pointer && field.endsWith('t_cost_problem')) return { field, ...pricingProblems(change) };
      if (!pointer) return { ...change, field };
      return {
        field,
        before: named(pointer.source, change.before),
        after: named(pointer.source, change.after),
      };
    }),
  }));
}
