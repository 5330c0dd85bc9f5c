import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blankMarks } from '../src/engine/templates/blanks.ts';
import { get, post, signIn } from './support/auth.ts';
import { startTestApp, type TestApp } from './support/harness.ts';
import { pdfText } from './support/pdf-text.ts';

/**
 * Every demo trip's travel pack, read as its customer reads it: no value left blank or written as
 * "undefined", no label alone, no number that disagrees with its noun, and never the internal trip name.
 */
describe('the travel pack of every demo trip', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp('pglite');
    admin = await signIn(t);
  });
  afterAll(() => t.close());

  it('has no blank, no undefined and no internal name in any of them', async () => {
    const trips = await t.db
      .selectFrom('trips')
      .select(['id', 'trip_name', 'holiday_name'])
      .orderBy('id')
      .execute();
    const found: string[] = [];
    let packs = 0;
    for (const trip of trips) {
      const made = await post(t, `/trips/${trip.id}/vouchers`, {}, admin);
      if (made.statusCode === 400) continue;
      expect(made.statusCode, made.body).toBe(200);
      const text = await pdfText((await get(t, `/trips/${trip.id}/vouchers/file`, admin)).rawPayload);
      packs++;
      for (const mark of blankMarks(text)) found.push(`trip #${trip.id}: ${mark.what}: ${mark.line}`);
      if (trip.trip_name !== trip.holiday_name && text.includes(trip.trip_name))
        found.push(`trip #${trip.id}: the internal trip name "${trip.trip_name}"`);
    }
    expect(packs).toBeGreaterThan(10);
    expect(found).toEqual([]);
  });
});
