import { systemTaskMessages } from '@trips/shared/modules/tasks/system-tasks';
import { tripCauseMessages as cause } from '@trips/shared/modules/trips/trip-causes';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raiseSystemTask } from '../src/modules/tasks/tasks.system.ts';
import { changeTrip } from '../src/modules/trips/trips.writer.ts';
import { DEMO_PASSWORD, lastMessageTo, signIn, solveHumanCheck } from './support/auth.ts';
import { parseCsv } from './support/csv.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';
import { userIdOf } from './support/people.ts';
import { locationId, providerId } from './support/providers.ts';
import { loadTrip, newTrip, saveBodyOf, saveTrip } from './support/trips.ts';

/** What the server writes for people to read, in the reader's language: exports, tasks, history, emails. */
describe.each(targets)('the server’s own texts in the reader’s language on %s', (target) => {
  let t: TestApp;
  let admin: string;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, language: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { authorization: `Bearer ${admin}`, 'accept-language': language },
      ...(payload ? { payload } : {}),
    });
  const setLanguage = (email: string, language: string | null) =>
    t.db.updateTable('users').set({ ui_language: language }).where('email', '=', email).execute();

  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await signIn(t);
  });
  afterAll(() => t.close());

  it('heads an export in the exporting user’s language, the sheet too', async () => {
    const columns = ['location_name', 'country_name', 'name_variations', 'meeting_points_count'];
    const header = async (language: string) => {
      const res = await call('POST', '/locations/export', language, { format: 'csv', columns });
      expect(res.statusCode, res.body).toBe(200);
      return parseCsv(res.body.replace(/^\uFEFF/, ''))[0];
    };
    expect(await header('es')).toEqual(['Ubicación', 'País', 'Variantes del nombre', 'Puntos de encuentro']);
    expect(await header('en')).toEqual(['Location', 'Country', 'Name variations', 'Meeting points']);
    const xlsx = await call('POST', '/locations/export', 'es-ES,es;q=0.9', { format: 'xlsx', columns });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Ubicaciones');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Ubicación',
      'País',
      'Variantes del nombre',
      'Puntos de encuentro',
    ]);
  });

  it('shows a task the automation raised in each reader’s language, and tells its owner in theirs', async () => {
    const olga = await userIdOf(t, 'olga@example.com');
    await setLanguage('olga@example.com', 'es');
    const english = systemTaskMessages.callToBook('Hostal Alameda', 'Accommodation #4711');
    const id = await t.db.transaction().execute((trx) =>
      raiseSystemTask(trx, {
        owner: { userId: olga },
        subject: english,
        information: '',
        deadline: '2031-05-01',
      }),
    );
    const spanish = 'Llamar a Hostal Alameda para reservar Alojamiento #4711';
    const detail = async (language: string) => (await call('GET', `/tasks/${id}`, language)).json().task;
    expect((await detail('es')).subject).toBe(spanish);
    expect((await detail('en')).subject).toBe(english);
    const search = async (language: string, text: string) =>
      (
        await call('POST', '/tasks/search', language, {
          subject: { values: [text], filter_type: 'text', option_type: 'contains' },
        })
      )
        .json()
        .items.map((r: { id: number; subject: string }) => [r.id, r.subject]);
    expect(await search('es', 'Llamar a Hostal Alameda')).toEqual([[id, spanish]]);
    expect(await search('en', 'Call Hostal Alameda')).toEqual([[id, english]]);
    // "Contains" matches the subject in either language (an indexed expression), shown in the reader's.
    expect(await search('en', 'Llamar a Hostal Alameda')).toEqual([[id, english]]);
    const told = await t.db
      .selectFrom('notifications')
      .select(['event', 'params'])
      .where('user_id', '=', olga)
      .where('rel_type', '=', 'task')
      .where('rel_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(told).toEqual({ event: 'taskAssigned', params: [spanish] });

    // Saved as read (in Spanish), the subject keeps both languages; a subject a person writes is theirs.
    const task = await detail('es');
    const body = {
      subject: task.subject,
      general_information: 'Called twice',
      deadline: task.deadline,
      owner_id: task.owner_id,
      status_id: task.status_id,
      object: null,
      version: task.version,
    };
    const saved = await call('PUT', `/tasks/${id}`, 'es', body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await detail('en')).subject).toBe(english);
    expect((await detail('es')).subject).toBe(spanish);
    const renamed = { ...body, subject: 'Llamar mañana', version: task.version + 1 };
    expect((await call('PUT', `/tasks/${id}`, 'es', renamed)).statusCode).toBe(200);
    expect((await detail('en')).subject).toBe('Llamar mañana');
    expect((await detail('es')).subject).toBe('Llamar mañana');
  });

  it('names the causes of trip history entries in the reader’s language', async () => {
    const olga = await signIn(t, 'olga@example.com', DEMO_PASSWORD);
    const hotel = await providerId(t, 'Hotel Alfonso IX');
    const { trip } = await newTrip(t, olga);
    const body = saveBodyOf(await loadTrip(t, olga, trip.id));
    const santiago = await locationId(t, 'Santiago de Compostela');
    body.accommodations = [
      {
        provider_id: hotel,
        location_id: santiago,
        checkin_date: '2031-01-08',
        checkout_date: '2031-01-09',
        people: 2,
      },
    ];
    const row = (await saveTrip(t, olga, trip.id, body)).json().accommodations[0].id as number;
    const why = cause.nextOnList(cause.declined('Hotel Alfonso IX'), 'Hostal Alameda', 'hotel');
    await t.db.transaction().execute(async (trx) => {
      const rows = [{ section: 'accommodations' as const, id: row, values: { people: 3 } }];
      await changeTrip(
        trx,
        trip.id,
        { userId: null, action: 'booking', subject: `Accommodation #${row}: ${why}` },
        { rows },
        new Date(),
      );
      await changeTrip(
        trx,
        trip.id,
        { userId: null, action: 'invoice', subject: `Accommodation #${row}: ${cause.invoice('F-9')}` },
        { rows },
        new Date(),
      );
      await changeTrip(
        trx,
        trip.id,
        { userId: null, action: 'documents', subject: cause.documentsSent('ann@example.com') },
        {},
        new Date(),
      );
    });
    const subjects = async (language: string) =>
      (await call('GET', `/trips/${trip.id}/history`, language))
        .json()
        .items.slice(0, 3)
        .map((i: { subject: string }) => i.subject);
    // The row as people name it, its day as each language writes it, never by its number.
    const es = 'Alojamiento en Santiago de Compostela, 8 ene (Hotel Alfonso IX)';
    expect(await subjects('es')).toEqual([
      'Documentos del cliente enviados a ann@example.com',
      `${es}: factura F-9`,
      `${es}: Hotel Alfonso IX rechazó; Hostal Alameda es el siguiente en la lista hotel de la ubicación`,
    ]);
    const en = 'Accommodation in Santiago de Compostela, 8 Jan (Hotel Alfonso IX)';
    expect(await subjects('en')).toEqual([
      'Customer documents sent to ann@example.com',
      `${en}: invoice F-9`,
      `${en}: Hotel Alfonso IX declined; Hostal Alameda is next on the location's hotel list`,
    ]);
  });

  it('writes the invitation and the password reset in the recipient’s language', async () => {
    const user = {
      first_name: 'Marta',
      last_name: 'Molina',
      email: 'marta.es@example.com',
      phone: '+34 600 111 222',
      team_id: 1,
      group_id: 2,
    };
    // A new user has chosen no language yet: the administrator's, who is creating them, stands in.
    expect((await call('POST', '/add-user', 'es', user)).statusCode).toBe(200);
    const invitation = await lastMessageTo(t, user.email);
    expect(invitation?.subject).toBe('Su cuenta del Trip Back-Office');
    expect(invitation?.body).toMatch(/^Hola, Marta:\n\nSe ha creado una cuenta para usted/);
    expect(invitation?.body).toMatch(/en los próximos 7 días/);

    const reset = async (email: string, language: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/forgot-password',
        headers: { 'accept-language': language },
        payload: { email, recaptcha: await solveHumanCheck(t) },
      });
      expect(res.statusCode, res.body).toBe(200);
      return lastMessageTo(t, email);
    };
    await setLanguage('alba@example.com', 'es');
    const spanish = await reset('alba@example.com', 'en');
    expect(spanish?.subject).toBe('Restablezca su contraseña');
    expect(spanish?.body).toMatch(/Abra este enlace en los próximos 60 minutos/);
    await setLanguage('alba@example.com', 'en');
    const english = await reset('alba@example.com', 'es');
    expect(english?.subject).toBe('Reset your password');
    expect(english?.body).toMatch(/Open this link within 60 minutes/);
  });

  it('filters providers by tags in the spec’s shape (text, contains) as by has any', async () => {
    const preferred = await t.db
      .selectFrom('tags')
      .select('id')
      .where('name', '=', 'Preferred')
      .where('type', '=', 'provider')
      .executeTakeFirstOrThrow();
    const names = async (filter: object) => {
      const res = await call('POST', '/providers/search', 'en', {
        tags: { values: [preferred.id], ...filter },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().items.map((r: { commercial_name: string }) => r.commercial_name);
    };
    const spec = await names({ filter_type: 'text', option_type: 'contains' });
    expect(spec).toEqual(expect.arrayContaining(['Hotel Real Colegiata', 'Hotel Virxe da Cerca']));
    expect(spec).toEqual(await names({ filter_type: 'tags', option_type: 'has_any' }));
    const all = (await call('POST', '/providers/search', 'en', {})).json().all_count;
    expect(spec.length).toBeLessThan(all);
    const wrong = await call('POST', '/providers/search', 'en', {
      tags: { values: [preferred.id], filter_type: 'text', option_type: 'is' },
    });
    expect(wrong.statusCode).toBe(400);
  });
});
