import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/auth.ts';
import { startTestApp, type TestApp } from './support/harness.ts';

interface Item {
  id: number;
  name: string;
}

/** What a Spanish operator reads of a demo seeded in Spanish: the tags, regions and tasks they typed. */
describe('the demo seeded with DEMO_LANGUAGE=es', () => {
  let t: TestApp;
  let token: string;
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'es' },
      ...(payload ? { payload } : {}),
    });
  const names = async (lookup: string) =>
    ((await call('GET', `/lookups/${lookup}`)).json().items as Item[]).map((i) => i.name);

  beforeAll(async () => {
    t = await startTestApp('pglite', { DEMO_LANGUAGE: 'es' });
    token = await signIn(t);
  });
  afterAll(() => t?.close());

  it('names its trip and provider tags in Spanish', async () => {
    const tripTags = await names('trip_tags');
    expect(tripTags).toEqual(
      expect.arrayContaining(['Cliente habitual', 'Luna de miel', 'Reserva de agencia']),
    );
    expect(tripTags).not.toContain('Repeat customer');
    const providerTags = await names('provider_tags');
    expect(providerTags).toEqual(expect.arrayContaining(['Preferente', 'Zona tranquila']));
    expect(providerTags).not.toContain('Quiet area');
  });

  it('names its regions in Spanish, and the demo locations are in them', async () => {
    const regions = await names('states');
    expect(regions).toEqual(expect.arrayContaining(['País Vasco', 'Cataluña', 'Galicia', 'Toscana']));
    expect(regions).not.toContain('Basque Country');
    const irun = await t.db
      .selectFrom('locations as l')
      .innerJoin('states as s', 's.id', 'l.state_id')
      .select('s.name')
      .where('l.name', '=', 'Irún')
      .executeTakeFirstOrThrow();
    expect(irun.name).toBe('País Vasco');
  });

  it('lists its tasks with the subjects a Spanish operator typed', async () => {
    const res = await call('POST', '/tasks/search', { page: 1, count: 200 });
    expect(res.statusCode, res.body).toBe(200);
    // The admin's own task, as the tasks screen lists it.
    const listed = (res.json().items as { subject: string }[]).map((i) => i.subject);
    expect(listed).toContain('Planificar la revisión de precios de primavera');
    const subjects = (await t.db.selectFrom('tasks').select('subject').execute()).map((r) => r.subject);
    expect(subjects).toEqual(
      expect.arrayContaining(['Confirmar las tarifas de 2027', 'Enviar los bonos al cliente']),
    );
    for (const english of ['Plan the spring price review', 'Send the vouchers to the customer'])
      expect(subjects).not.toContain(english);
  });

  it('keeps the trips’ typed notes in Spanish', async () => {
    const comments = await t.db
      .selectFrom('trips')
      .select('trip_comments')
      .where('trip_comments', '<>', '')
      .execute();
    expect(comments.length).toBeGreaterThan(0);
    expect(comments.map((c) => c.trip_comments)).not.toContain('Asked for quiet rooms where possible.');
  });
});
