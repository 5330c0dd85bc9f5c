import { sql } from 'kysely';
import type { Database } from '../database.ts';
import { demoRegionsEs, demoTagsEs, demoTaskSubjectsEs, demoTripTextsEs } from './demo-language.data.ts';

export const demoLanguages = ['en', 'es', 'de'] as const;
export type DemoLanguage = (typeof demoLanguages)[number];

/** One column's English demo texts replaced by their Spanish, where a row still holds the English. */
async function rewrite(db: Database, table: string, column: string, texts: Record<string, string>) {
  const rows = Object.entries(texts).map(([en, es]) => sql`(${en}, ${es})`);
  await sql`update ${sql.table(table)} t set ${sql.ref(column)} = v.es
    from (values ${sql.join(rows)}) as v(en, es) where t.${sql.ref(column)} = v.en`.execute(db);
}

/**
 * The demo as an operator of `language` would have typed it: the demo is written in English, then, for a
 * Spanish demo, its tags, regions, task subjects and trip texts are rewritten in Spanish once it is seeded
 * (the seeds find regions and tags by their English names while they run). German keeps the English.
 */
export async function localiseDemo(db: Database, language: DemoLanguage) {
  if (language !== 'es') return;
  await rewrite(db, 'tags', 'name', demoTagsEs);
  await rewrite(db, 'states', 'name', demoRegionsEs);
  await rewrite(db, 'tasks', 'subject', demoTaskSubjectsEs);
  await rewrite(db, 'trips', 'trip_comments', demoTripTextsEs);
  await rewrite(db, 'trip_accommodations', 'cancellation_reason', demoTripTextsEs);
  await rewrite(db, 'trip_accommodations', 'who_accepted', demoTripTextsEs);
  await rewrite(db, 'trip_transfers', 'observations', demoTripTextsEs);
}
