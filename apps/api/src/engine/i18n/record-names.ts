import type { Database } from '../../db/database.ts';
import { currentReaderLanguage, type ReaderLanguage } from '../../db/reader-language.ts';
import { sharedText } from './shared-texts.ts';

/** A record as stored texts refer to it ('Accommodation #12'): the kind's label and the record's id. */
export interface RecordRef {
  label: string;
  id: number;
}

/**
 * Names records of some kinds as people name them, in a language. The module owning the records registers
 * one at start-up (`src/wiring.ts`), so the engine and the modules below it name records they cannot read.
 */
export interface RecordNamer {
  /** The English labels of the kinds it names, as stored texts write them before the id. */
  labels: readonly string[];
  names(db: Database, refs: readonly RecordRef[], language: ReaderLanguage): Promise<Map<string, string>>;
}

const namers: RecordNamer[] = [];

export function registerRecordNamer(namer: RecordNamer) {
  if (!namers.some((n) => n.labels.join() === namer.labels.join())) namers.push(namer);
}

export const refKey = (ref: RecordRef) => `${ref.label} #${ref.id}`;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The stored labels and their translations, each pointing at the English label. */
function labelsIn(language: ReaderLanguage) {
  const byWritten = new Map<string, { label: string; namer: RecordNamer }>();
  for (const namer of namers)
    for (const label of namer.labels) {
      byWritten.set(label, { label, namer });
      byWritten.set(sharedText(label, language), { label, namer });
    }
  return byWritten;
}

/**
 * Texts as their reader reads them: translated through the catalogue, then every record they mention by
 * kind and id ('Alojamiento #12') named as people name it ('Alojamiento en Portomarín, 8 ene (Casa Garea)').
 * A record that no longer exists keeps its kind and id.
 */
export const readerTexts = <T extends string | null>(
  db: Database,
  texts: readonly T[],
  language: ReaderLanguage = currentReaderLanguage(),
): Promise<T[]> =>
  withRecordNames(db, texts.map((text) => (text ? sharedText(text, language) : text)) as T[], language);

/** Texts already in `language` with every record they mention by kind and id named as people name it. */
export async function withRecordNames<T extends string | null>(
  db: Database,
  translated: readonly T[],
  language: ReaderLanguage = currentReaderLanguage(),
): Promise<T[]> {
  const labels = labelsIn(language);
  if (labels.size === 0) return [...translated];
  const pattern = new RegExp(`(${[...labels.keys()].map(escaped).join('|')}) #(\\d+)`, 'g');
  const wanted = new Map<RecordNamer, RecordRef[]>();
  for (const text of translated)
    for (const [, written, id] of (text ?? '').matchAll(pattern)) {
      const { label, namer } = labels.get(written!)!;
      wanted.set(namer, [...(wanted.get(namer) ?? []), { label, id: Number(id) }]);
    }
  if (wanted.size === 0) return [...translated];
  const names = new Map<string, string>();
  for (const [namer, refs] of wanted)
    for (const [key, name] of await namer.names(db, refs, language)) names.set(key, name);
  return translated.map((text) =>
    text
      ? text.replace(pattern, (whole, written: string, id: string) => {
          const label = labels.get(written)!.label;
          return names.get(refKey({ label, id: Number(id) })) ?? whole;
        })
      : text,
  ) as T[];
}

/** One text as its reader reads it (see `readerTexts`). */
export const readerText = async (db: Database, text: string, language?: ReaderLanguage) =>
  (await readerTexts(db, [text], language))[0]!;
