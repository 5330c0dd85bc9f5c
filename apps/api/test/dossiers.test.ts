import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, get, post, signIn } from './support/auth.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';
import { listPost } from './support/list-client.ts';
import { formData, upload } from './support/multipart.ts';
import { pdfText } from './support/pdf-text.ts';
import { del, locationId, put } from './support/providers.ts';

type Setting = { id: number; [key: string]: unknown };
const texts = (eng: string, spn = '', grm = '') => ({ eng, spn, grm });
const setting = (over: object) => ({
  id: null,
  trip_type_id: 1,
  start_location_id: null,
  end_location_id: null,
  holiday_id: '',
  holiday: '',
  title: '',
  ...over,
});
const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe.each(targets)('dossiers on %s', (target) => {
  let t: TestApp;
  let olga: string;
  let alba: string;
  let brand: number;
  let sarria: number;
  let santiago: number;
  let leon: number;
  let astorga: number;

  const body = (settings: object[], over: object = {}) => ({
    dossier: { branding_id: brand, is_active: true, title: texts('Test'), text: texts('') },
    settings,
    ...over,
  });
  const create = async (settings: object[], over: object = {}) => {
    const res = await post(t, '/dossiers', body(settings, over), olga);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const tripWith = async (over: object) =>
    (
      await t.db
        .insertInto('trips')
        .values({ trip_name: 'Match me', start_date: '2031-05-01', end_date: '2031-05-06', ...over })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const match = async (trip: number) => (await get(t, `/trips/${trip}/dossier-match`, olga)).json();

  beforeAll(async () => {
    t = await startTestApp(target);
    olga = await signIn(t, 'olga@example.com', DEMO_PASSWORD);
    alba = await signIn(t, 'alba@example.com', DEMO_PASSWORD);
    brand = (
      await t.db
        .insertInto('brandings')
        .values({ name: 'Dossier Test Brand' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    [sarria, santiago, leon, astorga] = await Promise.all(
      ['Sarria', 'Santiago de Compostela', 'León', 'Astorga'].map((n) => locationId(t, n)),
    );
  });
  afterAll(() => t.close());

  it('creates, reads, saves and deletes a dossier with its settings and other settings', async () => {
    const created = await create(
      [
        setting({
          start_location_id: sarria,
          end_location_id: santiago,
          holiday_id: 'T-1',
          holiday: 'Last 100 km',
        }),
      ],
      { other_settings: { from_locations: [{ other_setting_id: null, location_id: leon }] } },
    );
    expect(created.messages).toEqual(['Dossier created']);
    expect(created.dossier).toMatchObject({
      branding_name: 'Dossier Test Brand',
      version: 1,
      created_by_name: 'Olga Ortega',
    });
    expect(created.settings[0]).toMatchObject({ trip_type_name: 'Camino', start_location_name: 'Sarria' });
    expect(created.other_settings.from_locations[0]).toMatchObject({ location_name: 'León' });
    expect(created.documents).toEqual({ eng: null, spn: null, grm: null });
    const id = created.dossier.id;
    const first: Setting = created.settings[0];

    const saved = await put(
      t,
      `/dossiers/${id}`,
      body([{ ...setting(first), title: 'Renamed' }, setting({ trip_type_id: 2, holiday_id: 'W-1' })], {
        version: 1,
        other_settings: { walking_holiday: [{ other_setting_id: null, holiday_id: 'W-2', holiday: 'Walk' }] },
        deleted_other_setting_ids: [created.other_settings.from_locations[0].other_setting_id],
      }),
      olga,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json();
    expect(after.dossier.version).toBe(2);
    expect(after.settings.map((s: Setting) => [s.id === first.id, s.title, s.holiday_id])).toEqual([
      [true, 'Renamed', 'T-1'],
      [false, '', 'W-1'],
    ]);
    expect(after.other_settings.from_locations).toEqual([]);
    expect(after.other_settings.walking_holiday[0]).toMatchObject({ holiday_id: 'W-2' });

    const rows = await listPost(t.app, '/dossiers/search', { search: 'T-1' }, olga);
    expect(rows.json().items.filter((r: { dossier_id: number }) => r.dossier_id === id)).toHaveLength(1);

    expect((await del(t, `/dossiers/${id}`, olga)).statusCode).toBe(200);
    expect((await get(t, `/dossiers/${id}`, olga)).statusCode).toBe(404);
  });

  it('answers 409 to a stale save and keeps the first', async () => {
    const created = await create([setting({ holiday_id: 'STALE' })]);
    const url = `/dossiers/${created.dossier.id}`;
    const again = (title: string) =>
      put(t, url, body([{ ...setting(created.settings[0]), title }], { version: 1 }), olga);
    expect((await again('first')).statusCode).toBe(200);
    const stale = await again('second');
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/saved by someone else/);
    expect((await get(t, url, olga)).json().settings[0].title).toBe('first');
  });

  it('names every bad row in one 400', async () => {
    const res = await post(
      t,
      '/dossiers',
      body([
        setting({ trip_type_id: 99 }),
        setting({ start_location_id: sarria, end_location_id: sarria }),
        setting({ holiday: 'No id' }),
      ]),
      olga,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors).toMatchObject({
      'settings.0.trip_type_id': 'Unknown trip type',
      'settings.1.end_location_id': 'The end location must differ from the start location.',
      'settings.2.holiday_id': 'Enter the holiday id of this holiday.',
    });
    expect((await post(t, '/dossiers', body([]), olga)).statusCode).toBe(400);
  });

  it('keeps dossiers from those without the right (403)', async () => {
    expect((await get(t, '/dossiers/1', alba)).statusCode).toBe(403);
    expect((await post(t, '/dossiers', body([setting({})]), alba)).statusCode).toBe(403);
    expect((await listPost(t.app, '/dossiers/search', {}, alba)).statusCode).toBe(403);
  });

  it('takes an uploaded PDF per language, refuses other files and big ones, and generates the rest', async () => {
    const created = await create([setting({ holiday_id: 'DOC' })], {
      dossier: {
        branding_id: brand,
        is_active: true,
        title: texts('Walking to Santiago', 'Caminando a Santiago', 'Wanderung nach Santiago'),
        text: texts('Day one.', 'Día uno: señales.', 'Tag eins: Straße und Brücke.'),
      },
    });
    const id = created.dossier.id;
    const url = `/dossiers/${id}/documents/spn`;
    const sent = await upload(
      t,
      url,
      olga,
      formData({}, { name: 'ruta.pdf', type: 'application/pdf', bytes: pdfBytes }),
    );
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().documents.spn).toMatchObject({
      file_name: 'ruta.pdf',
      uploaded_by_name: 'Olga Ortega',
    });
    const read = await get(t, url, olga);
    expect(read.headers['content-type']).toBe('application/pdf');
    expect(read.rawPayload.equals(pdfBytes)).toBe(true);

    const png = Buffer.from('\x89PNG\r\n\x1a\n not a pdf', 'latin1');
    const wrong = await upload(
      t,
      url,
      olga,
      formData({}, { name: 'x.pdf', type: 'application/pdf', bytes: png }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Upload a PDF file.');
    const big = Buffer.concat([pdfBytes, Buffer.alloc(20 * 1024 * 1024)]);
    const tooBig = await upload(
      t,
      url,
      olga,
      formData({}, { name: 'big.pdf', type: 'application/pdf', bytes: big }),
    );
    expect(tooBig.statusCode).toBe(413);
    expect((await get(t, url, olga)).rawPayload.equals(pdfBytes)).toBe(true);

    const german = await get(t, `/dossiers/${id}/documents/grm`, olga);
    expect(german.statusCode).toBe(200);
    const text = await pdfText(german.rawPayload);
    expect(text).toContain('Wanderung nach Santiago');
    expect(text).toContain('Tag eins: Straße und Brücke.');
    expect(text).toContain('Dossier Test Brand');

    expect((await del(t, url, olga)).statusCode).toBe(200);
    expect(await pdfText((await get(t, url, olga)).rawPayload)).toContain('Día uno: señales.');
  });

  it('matches a trip by brand, trip type, route and holiday, the holiday first', async () => {
    const anyHoliday = await create([
      setting({ trip_type_id: 2, start_location_id: leon, end_location_id: astorga }),
    ]);
    const exact = await create([
      setting({ trip_type_id: 2, start_location_id: leon, end_location_id: astorga, holiday_id: 'LA-2N' }),
    ]);
    const listed = await create([setting({ trip_type_id: 2 })], {
      other_settings: { walking_holiday: [{ other_setting_id: null, holiday_id: 'LA-3N' }] },
    });
    const trip = { branding_id: brand, trip_type_id: 2, start_location_id: leon, end_location_id: astorga };

    const m1 = await match(await tripWith({ ...trip, holiday_id: 'LA-2N' }));
    expect(m1.match).toMatchObject({
      dossier_id: exact.dossier.id,
      holiday: 'exact',
      start: 'exact',
      end: 'exact',
    });
    expect(m1.match.path).toBe(`/dossier-details/${exact.dossier.id}/${exact.settings[0].id}`);

    const m2 = await match(await tripWith({ ...trip, holiday_id: 'LA-3N' }));
    expect(m2.match).toMatchObject({ dossier_id: listed.dossier.id, holiday: 'listed', start: 'any' });

    const m3 = await match(await tripWith({ ...trip, holiday_id: 'OTHER' }));
    expect(m3.match).toMatchObject({ dossier_id: anyHoliday.dossier.id, holiday: 'any', start: 'exact' });

    // From another start only the setting for any place is left, whatever the holiday.
    const m4 = await match(await tripWith({ ...trip, start_location_id: sarria, holiday_id: 'LA-2N' }));
    expect(m4.match).toMatchObject({ dossier_id: listed.dossier.id, holiday: 'any', start: 'any' });
    // The brand's Camino dossiers are all for one holiday of their own.
    const m8 = await match(await tripWith({ ...trip, trip_type_id: 1, holiday_id: 'NONE' }));
    expect(m8).toMatchObject({ match: null, reason: 'no_setting_covers_trip' });

    const m5 = await match(await tripWith({ ...trip, trip_type_id: 3 }));
    expect(m5.reason).toBe('no_dossier_for_brand_and_type');
    const m6 = await match(await tripWith({ ...trip, is_no_dossier: true, holiday_id: 'LA-2N' }));
    expect(m6).toMatchObject({ match: null, reason: 'opted_out' });
    const m7 = await match(await tripWith({ trip_type_id: 2 }));
    expect(m7).toMatchObject({
      reason: 'missing_trip_data',
      missing: ['branding_id', 'start_location_id', 'end_location_id'],
    });

    // Switched off, a dossier matches nothing.
    await put(
      t,
      `/dossiers/${exact.dossier.id}`,
      body([setting(exact.settings[0])], {
        version: 1,
        dossier: { branding_id: brand, is_active: false, title: texts(''), text: texts('') },
      }),
      olga,
    );
    expect((await match(await tripWith({ ...trip, holiday_id: 'LA-2N' }))).match.dossier_id).toBe(
      anyHoliday.dossier.id,
    );
  });
});
