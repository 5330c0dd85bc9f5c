import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blankMarks } from '../src/engine/templates/blanks.ts';
import { get, post, signIn } from './support/auth.ts';
import { startTestApp, type TestApp } from './support/harness.ts';
import { pdfText } from './support/pdf-text.ts';

const languages = [
  [1, 'en', 'Trip'],
  [2, 'es', 'Viaje'],
  [3, 'de', 'Reise'],
] as const;
/** Set to a folder to keep the packs made here, to turn into pictures and look at. */
const keepIn = process.env.TRAVEL_PACK_OUT;

/**
 * Every demo trip's travel pack in English, Spanish and German, read as its customer reads it: no value
 * left blank or written as "undefined" or "null", no label alone, never the internal trip name or id.
 */
describe('the travel pack of every demo trip in three languages', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp('pglite');
    admin = await signIn(t);
  });
  afterAll(() => t.close());

  it('has no blank, no undefined or null, and no internal name or id in any of them', {
    timeout: 900_000,
  }, async () => {
    const trips = await t.db
      .selectFrom('trips')
      .select(['id', 'trip_name', 'holiday_name'])
      .orderBy('id')
      .execute();
    const found: string[] = [];
    let packs = 0;
    if (keepIn) mkdirSync(keepIn, { recursive: true });
    for (const trip of trips)
      for (const [languageId, lang, tripWord] of languages) {
        // The customer's language, set as the sale would have it.
        await t.db.updateTable('trips').set({ language_id: languageId }).where('id', '=', trip.id).execute();
        const made = await post(t, `/trips/${trip.id}/vouchers`, {}, admin);
        if (made.statusCode === 400) break;
        expect(made.statusCode, made.body).toBe(200);
        const bytes = (await get(t, `/trips/${trip.id}/vouchers/file`, admin)).rawPayload;
        if (keepIn) writeFileSync(join(keepIn, `trip-${trip.id}-${lang}.pdf`), bytes);
        const text = await pdfText(bytes);
        packs++;
        const where = `trip #${trip.id} (${lang})`;
        for (const mark of blankMarks(text)) found.push(`${where}: ${mark.what}: ${mark.line}`);
        for (const word of ['undefined', 'null', 'NaN', `#${trip.id}`])
          if (text.includes(word)) found.push(`${where}: "${word}"`);
        if (new RegExp(`\\b${tripWord} ${trip.id}\\b`).test(text))
          found.push(`${where}: "${tripWord} ${trip.id}"`);
        if (trip.trip_name !== trip.holiday_name && text.includes(trip.trip_name))
          found.push(`${where}: the internal trip name "${trip.trip_name}"`);
        if (!text.includes('112')) found.push(`${where}: no emergency number`);
      }
    expect(packs).toBeGreaterThan(30);
    expect(found).toEqual([]);
  });
});
