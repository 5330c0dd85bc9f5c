import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itineraryNameIn, tripHolidayNameIn } from '../src/modules/itineraries/itineraries.names.ts';
import { get, post, signIn } from './support/auth.ts';
import { startTestApp, type TestApp } from './support/harness.ts';
import { pdfPages, pdfText } from './support/pdf-text.ts';
import { loadTrip, saveBodyOf, saveTrip } from './support/trips.ts';

const confirmed = 3;
const declined = 8;
const spanish = 2;
const active = 2;
const flat = (text: string) => text.replace(/\s+/g, ' ');

/**
 * The travel pack of an Active Spanish trip made from the demo's Sarria to Santiago itinerary, read as its
 * customer reads it: the holiday's Spanish name, where every hotel is and how to reach it, each walking
 * stage's distance, the luggage's pick-up and delivery hotels, 112, and no internal trip id.
 */
describe('the travel pack a customer keeps', () => {
  let t: TestApp;
  let admin: string;
  let tripId: number;
  let text: string;
  let pages: string[];
  let trip: Awaited<ReturnType<typeof loadTrip>>;

  beforeAll(async () => {
    t = await startTestApp('pglite');
    admin = await signIn(t);
    const itinerary = await t.db
      .selectFrom('itineraries')
      .select(['id'])
      .where('holiday_id', '=', 'SAR-SAN-6N')
      .executeTakeFirstOrThrow();
    const made = await post(
      t,
      '/trips',
      {
        trip_name: 'Internal name 7781',
        start_date: '2031-06-02',
        itinerary_id: itinerary.id,
        travellers: 2,
      },
      admin,
    );
    expect(made.statusCode, made.body).toBe(200);
    tripId = made.json().trip.id;
    const body = saveBodyOf(await loadTrip(t, admin, tripId));
    body.trip = {
      ...body.trip,
      language_id: spanish,
      general_status_id: active,
      customer_first_name: 'Lucía',
      customer_last_name: 'Ferreiro',
    };
    for (const row of [...(body.accommodations ?? []), ...(body.luggage_transfers ?? [])])
      Object.assign(row, { trip_service_status_id: confirmed });
    const saved = await saveTrip(t, admin, tripId, body);
    expect(saved.statusCode, saved.body).toBe(200);
    trip = await loadTrip(t, admin, tripId);
    const generated = await post(t, `/trips/${tripId}/vouchers`, {}, admin);
    expect(generated.statusCode, generated.body).toBe(200);
    const file = await get(t, `/trips/${tripId}/vouchers/file`, admin);
    expect(file.statusCode).toBe(200);
    pages = (await pdfPages(file.rawPayload)).map(flat);
    text = flat(await pdfText(file.rawPayload));
  });
  afterAll(() => t.close());

  it('is titled with the holiday’s Spanish name and never the trip’s id or internal name', () => {
    expect(pages[0]).toContain('De Sarria a Santiago, 6 noches');
    expect(text).not.toContain('Sarria to Santiago, 6 nights');
    expect(text).not.toContain(`#${tripId}`);
    expect(text).not.toMatch(new RegExp(`Viaje ${tripId}\\b`));
    expect(text).not.toContain('Internal name 7781');
    expect(pages[0]).toContain('Lucía Ferreiro');
  });

  it('names a holiday in each language, English standing in where it has no name in one', async () => {
    const sarria = await t.db
      .selectFrom('itineraries')
      .select('id')
      .where('holiday_id', '=', 'SAR-SAN-6N')
      .executeTakeFirstOrThrow();
    expect(await itineraryNameIn(t.db, sarria.id, 'de')).toEqual({
      name: 'Von Sarria nach Santiago, 6 Nächte',
      inLanguage: true,
    });
    await t.db.updateTable('itineraries').set({ name_de: '' }).where('id', '=', sarria.id).execute();
    expect(await itineraryNameIn(t.db, sarria.id, 'de')).toEqual({
      name: 'Sarria to Santiago, 6 nights',
      inLanguage: false,
    });
    await t.db
      .updateTable('itineraries')
      .set({ name_de: 'Von Sarria nach Santiago, 6 Nächte' })
      .where('id', '=', sarria.id)
      .execute();
    // A trip sold under the holiday id, not made from the itinerary, is named by it too.
    expect(await tripHolidayNameIn(t.db, { holiday_id: ' sar-san-6n ', holiday_name: 'x' }, 'es')).toEqual({
      name: 'De Sarria a Santiago, 6 noches',
      inLanguage: true,
    });
    expect(await tripHolidayNameIn(t.db, { holiday_id: 'NONE', holiday_name: 'A walk' }, 'es')).toEqual({
      name: 'A walk',
      inLanguage: false,
    });
    expect(await itineraryNameIn(t.db, 999_999, 'en')).toBeNull();
  });

  it('prints where each confirmed hotel is, as its provider record has it', async () => {
    const hotels = trip.accommodations.filter((r) => r.trip_service_status_id === confirmed);
    expect(hotels.length).toBe(6);
    for (const row of hotels) {
      const provider = (await get(t, `/providers/${row.provider_id}`, admin)).json().provider;
      expect(provider.address, provider.commercial_name).not.toBe('');
      for (const value of [provider.address, provider.postal_code, provider.phone])
        expect(text, `${provider.commercial_name}: ${value}`).toContain(flat(value));
    }
    expect(text).toMatch(/\b([01]\d|2[0-3]):[0-5]\d\b/);
  });

  it('gives each walking stage its distance, and 112 on every page', () => {
    const legs = ['Portomarín', 'Palas de Rei', 'Arzúa', 'O Pedrouzo', 'Santiago de Compostela'];
    const dayByDay = pages.find((p) => p.includes('Día a día')) ?? '';
    for (const to of legs) expect(dayByDay).toMatch(new RegExp(`– ${to} \\d+(,\\d)? km`));
    for (const page of pages) expect(page).toContain('112');
  });

  it('names the pick-up and delivery hotels of every confirmed luggage transfer', () => {
    const bags = trip.luggage_transfers.filter((r) => r.trip_service_status_id === confirmed);
    expect(bags.length).toBeGreaterThan(0);
    for (const row of bags) {
      expect(row.from_provider_name).toBeTruthy();
      expect(text).toContain(flat(String(row.from_provider_name)));
      expect(text).toContain(flat(String(row.to_provider_name)));
    }
  });

  it('leaves a declined hotel out, and shows its night as still being confirmed', async () => {
    const loaded = await loadTrip(t, admin, tripId);
    const body = saveBodyOf(loaded);
    const last = body.accommodations?.at(-1);
    const hotel = String(loaded.accommodations.at(-1)?.provider_name);
    Object.assign(last ?? {}, { trip_service_status_id: declined });
    expect((await saveTrip(t, admin, tripId, body)).statusCode).toBe(200);
    expect((await post(t, `/trips/${tripId}/vouchers`, {}, admin)).statusCode).toBe(200);
    const again = flat(await pdfText((await get(t, `/trips/${tripId}/vouchers/file`, admin)).rawPayload));
    expect(text).toContain(hotel);
    expect(again).not.toContain(hotel);
    expect(again).toContain('Pendiente de confirmar');
  });
});
