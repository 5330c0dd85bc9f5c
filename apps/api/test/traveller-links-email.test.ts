import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, put, signIn } from './support/auth.ts';
import { manualClock } from './support/clock.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';
import { countryId, spanishNight } from './support/hospedajes.ts';

const hour = 3_600_000;
const day = 24 * hour;

describe.each(targets)("the travellers' page link email on %s", (target) => {
  let t: TestApp;
  let admin: string;
  const clock = manualClock(new Date('2031-05-01T09:30:00Z'));

  /** Runs the due link sweeps until none is due or running (the server's own runner may hold one). */
  async function drain() {
    for (;;) {
      const ran = await t.app.jobs.runOnce();
      const open = await t.db
        .selectFrom('jobs')
        .select('id')
        .where('kind', '=', 'travellers.emails')
        .where('status', 'in', ['due', 'running'])
        .where('run_at', '<=', clock.now())
        .execute();
      if (open.length === 0) return;
      if (ran === 0) await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
  const emailsTo = (trip: number) =>
    t.db
      .selectFrom('outbox')
      .select(['recipient', 'subject', 'body', 'template_slug'])
      .where('template_slug', '=', 'traveller-page-link')
      .where('subject_type', '=', 'trip')
      .where('subject_id', '=', trip)
      .orderBy('id')
      .execute();
  const passTo = async (moment: string) => {
    clock.advance(Date.parse(moment) - clock.now().getTime());
    await drain();
  };

  beforeAll(async () => {
    t = await startTestApp(target, {}, undefined, { clock });
    admin = await signIn(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sends the link when the trip turns Active with details missing, reminds 21 days before, and stops once the details are in', async () => {
    const { trip } = await spanishNight(t, 'Email', 1, { in: '2031-06-10', out: '2031-06-11' });
    await t.db
      .updateTable('trips')
      .set({ language_id: 3, general_status_id: 1 })
      .where('id', '=', trip)
      .execute();
    await passTo('2031-05-01T10:05:00Z');
    expect(await emailsTo(trip)).toEqual([]);

    await t.db.updateTable('trips').set({ general_status_id: 2 }).where('id', '=', trip).execute();
    await passTo('2031-05-01T11:05:00Z');
    const [first, ...others] = await emailsTo(trip);
    expect(others).toEqual([]);
    expect(first).toMatchObject({
      recipient: 'lucia@example.com',
      subject: 'Ihre Angaben für Hospedajes Email, bitte',
    });
    const link = (await get(t, `/trips/${trip}/traveller-link`, admin)).json().link;
    expect(first!.body).toContain(link.url);

    // Nothing more until the first reminder day, 21 days before the start.
    await passTo('2031-05-19T12:05:00Z');
    expect(await emailsTo(trip)).toHaveLength(1);
    await passTo('2031-05-20T12:05:00Z');
    expect(await emailsTo(trip)).toHaveLength(2);
    await passTo('2031-05-21T12:05:00Z');
    expect(await emailsTo(trip)).toHaveLength(2);

    // Filled in through the page: no second reminder.
    const token = link.url.split('/traveller/')[1];
    const es = await countryId(t, 'ES');
    const filled = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/traveller/${token}`,
      remoteAddress: '10.9.0.1',
      payload: {
        travellers: [
          {
            first_name: 'Lucía',
            surname1: 'García',
            surname2: 'Pérez',
            document_type: 'NIF',
            document_number: '12345678Z',
            document_support: 'ABC123456',
            nationality_id: es,
            birth_date: '1980-02-29',
            sex: 'M',
            address: 'Calle Mayor 5',
            municipality_code: '28079',
            postal_code: '28013',
            country_id: es,
            phone: '+34600111222',
          },
        ],
      },
    });
    expect(filled.statusCode, filled.body).toBe(200);
    await passTo('2031-06-03T12:05:00Z');
    expect(await emailsTo(trip)).toHaveLength(2);
  });

  it('sends one email, not three, to a trip turned Active a few days before the start, on the setting', async () => {
    const current = (await get(t, '/settings/booking', admin)).json();
    const saved = await put(
      t,
      '/settings/booking',
      { version: current.version, values: { traveller_link_second_reminder_days: 3 } },
      admin,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const start = new Date(clock.now().getTime() + 5 * day).toISOString().slice(0, 10);
    const end = new Date(clock.now().getTime() + 6 * day).toISOString().slice(0, 10);
    const { trip } = await spanishNight(t, 'Late', 1, { in: start, out: end });
    await t.db.updateTable('trips').set({ general_status_id: 2 }).where('id', '=', trip).execute();
    await passTo(new Date(clock.now().getTime() + hour).toISOString());
    expect((await emailsTo(trip)).map((e) => e.subject)).toEqual([
      'Your details for Hospedajes Late, please',
    ]);
    await passTo(new Date(clock.now().getTime() + day).toISOString());
    expect(await emailsTo(trip)).toHaveLength(1);
    // Three days before the start (the setting): the reminder.
    await passTo(new Date(clock.now().getTime() + day).toISOString());
    expect(await emailsTo(trip)).toHaveLength(2);
  });
});
