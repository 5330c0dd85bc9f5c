import { emailTemplateMessages as m } from '@trips/shared/templates/messages';
import { templateRegistry, templateScreens } from '@trips/shared/templates/registry';
import { variablesOf } from '@trips/shared/templates/variables';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmailTemplatesService } from '../src/modules/email-templates/email-templates.service.ts';
import { get, post, put, signIn } from './support/auth.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';
import { memberWith } from './support/people.ts';

/** The spec's 43 template pages, the customer's documents email and the travellers' page link email. */
const SPEC_PAGES = 45;
const query = (brand: number, lang: string) => `?branding_id=${brand}&lang=${lang}`;

describe.each(targets)('email templates on %s', (target) => {
  let t: TestApp;
  let admin: string;
  let brands: { id: number; name: string }[];
  const read = (slug: string, brand: number, lang: string, token = admin) =>
    get(t, `/email-templates/${slug}${query(brand, lang)}`, token);
  const preview = (slug: string, body: object, token = admin) =>
    post(t, `/email-templates/${slug}/preview`, body, token);

  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await signIn(t);
    brands = await t.db.selectFrom('brandings').select(['id', 'name']).orderBy('id').execute();
  });
  afterAll(() => t.close());

  it('registers every template page of the spec, each with a screen, a purpose and variables with examples', () => {
    expect(templateRegistry).toHaveLength(SPEC_PAGES);
    expect(new Set(templateRegistry.map((x) => x.slug)).size).toBe(SPEC_PAGES);
    for (const template of templateRegistry) {
      expect(templateScreens).toContain(template.screen);
      expect(template.purpose.length, template.slug).toBeGreaterThan(20);
      const variables = variablesOf(template);
      expect(variables.length, template.slug).toBeGreaterThan(10);
      for (const variable of variables) expect(String(variable.example), variable.name).not.toBe('');
    }
  });

  it('has demo text of its own for every template, brand, English and Spanish, and each renders', async () => {
    for (const template of templateRegistry) {
      for (const brand of brands) {
        for (const lang of ['en', 'es']) {
          const answer = (await read(template.slug, brand.id, lang)).json();
          expect(answer.source, `${template.slug} ${brand.name} ${lang}`).toBe('own');
          const shown = await preview(template.slug, { branding_id: brand.id, lang });
          expect(shown.statusCode, `${template.slug} ${lang}: ${shown.body}`).toBe(200);
          expect(shown.json().html).not.toMatch(/\{\{|\{%/);
        }
      }
    }
  });

  it('writes a Spanish example with its dates in Spanish, and a plain-text part', async () => {
    const shown = (await preview('booking-request', { branding_id: brands[0]!.id, lang: 'es' })).json();
    expect(shown.subject).toBe('Solicitud de reserva SAR-SAN-2027-014: 12 de mayo de 2027, Emily Hartley');
    expect(shown.html).toContain('<li><p>Clientes: Emily Hartley (2 personas)</p></li>');
    expect(shown.text).toContain('- Clientes: Emily Hartley (2 personas)');
    expect(shown.text).not.toMatch(/<[a-z]/);
  });

  it('escapes every value in the body: a customer named <script> is text', async () => {
    const templates = createEmailTemplatesService(t.db);
    const email = await templates.renderTemplate('booking-request', brands[0]!.id, 'en', {
      customer: { full_name: '<script>alert(1)</script>' },
      booking: { checkin_date: '2027-05-12', rooms: '1 double <b>room</b>' },
    });
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('1 double &lt;b&gt;room&lt;/b&gt;');
    expect(email.text).toContain('<script>alert(1)</script>');
    expect(email.subject).toContain('12 May 2027');
    expect(email.from).toMatch(/^"Camino Ways Bookings" <bookings@caminoways\.example\.com>$/);
    expect(email.email_account_id).toBeGreaterThan(0);
  });

  it('refuses an unknown variable, an unknown filter, a file tag or a syntax error with the line, in preview and at save', async () => {
    const place = { branding_id: brands[0]!.id, lang: 'en' as const };
    const body = '<p>Hello</p><p>{{ provider.name }}</p><p>{{ trip.nam }}</p>';
    const shown = await preview('booking-request', { ...place, body });
    expect(shown.statusCode).toBe(400);
    expect(shown.json().field_errors).toEqual({ body: m.unknownVariable(3, 'trip.nam') });
    const cases: [object, Record<string, string>][] = [
      [{ subject: 'Hi {{ trip.name | shout }}' }, { subject: m.unknownFilter(1, 'shout') }],
      [{ body: '<p>a</p><p>{% include "x" %}</p>' }, { body: m.notAllowedTag(2, 'include') }],
      [
        { body: '<p>a</p><ul><li><p>b</p></li><li><p>{% if trip.name %}</p></li></ul>' },
        { body: m.notClosed(3) },
      ],
      [{ reply_to: '{{ provider.name }}' }, { reply_to: m.addresses }],
    ];
    for (const [draft, errors] of cases) {
      const answer = await preview('booking-request', { ...place, ...draft });
      expect(answer.statusCode, JSON.stringify(draft)).toBe(400);
      expect(answer.json().field_errors).toEqual(errors);
    }
    const current = (await read('booking-request', place.branding_id, 'en')).json();
    const saved = await put(
      t,
      `/email-templates/booking-request${query(place.branding_id, 'en')}`,
      { ...current.template, body, version: current.version },
      admin,
    );
    expect(saved.statusCode).toBe(400);
    expect(saved.json().field_errors.body).toBe(m.unknownVariable(3, 'trip.nam'));
  });

  it('stops a loop bomb with its render limits', async () => {
    const bomb =
      '<p>{% for i in (1..1000) %}{% for j in (1..1000) %}{% for k in (1..1000) %}{{ trip.name }}{% endfor %}{% endfor %}{% endfor %}</p>';
    const started = Date.now();
    const answer = await preview('booking-request', { branding_id: brands[0]!.id, lang: 'en', body: bomb });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().field_errors.body).toBe(m.tooHeavy(1));
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('falls back to English of the brand, then to the default brand, and says so', async () => {
    const [first, second] = brands as [{ id: number; name: string }, { id: number; name: string }];
    const german = (await read('no-response', second.id, 'de')).json();
    expect(german).toMatchObject({ source: 'fallback', version: 0 });
    expect(german.fallback).toEqual({ branding_id: second.id, branding_name: second.name, lang: 'en' });
    await t.db
      .deleteFrom('email_templates')
      .where('slug', '=', 'no-response')
      .where('branding_id', '=', second.id)
      .execute();
    const spanish = (await read('no-response', second.id, 'es')).json();
    expect(spanish.fallback).toEqual({ branding_id: first.id, branding_name: first.name, lang: 'es' });
    expect(spanish.template.email_account_id).toBeNull();
    const saved = await put(
      t,
      `/email-templates/no-response${query(second.id, 'es')}`,
      { ...spanish.template, subject: 'Sin respuesta {{ trip.reference }}', version: 0 },
      admin,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ source: 'own', version: 1, fallback: null });
    const email = await createEmailTemplatesService(t.db).renderTemplate('no-response', second.id, 'de', {
      trip: { reference: 'X-1' },
      reminder: { first_sent: '2027-03-28' },
    });
    expect(email.subject).toBe('No answer to booking request X-1: we will book elsewhere');
    // German falls back to the brand's English text, and its dates read in English too.
    expect(email.text).toContain('on 28 March 2027 and');
  });

  it('saves with the version read and refuses a stale one (409), with an audit row', async () => {
    const brand = brands[0]!.id;
    const url = `/email-templates/booking-confirmation${query(brand, 'en')}`;
    const current = (await read('booking-confirmation', brand, 'en')).json();
    const first = await put(
      t,
      url,
      { ...current.template, subject: 'Confirmed', version: current.version },
      admin,
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().version).toBe(current.version + 1);
    expect(first.json().template.subject).toBe('Confirmed');
    const stale = await put(
      t,
      url,
      { ...current.template, subject: 'Mine', version: current.version },
      admin,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(m.stale);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('changes')
      .where('entity', '=', 'email_template')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(audit.changes)).toContain('Confirmed');
  });

  it('takes only an email account of the brand', async () => {
    const [first, second] = brands as [{ id: number; name: string }, { id: number; name: string }];
    const other = await t.db
      .selectFrom('email_accounts')
      .select('id')
      .where('branding_id', '=', second.id)
      .executeTakeFirstOrThrow();
    const current = (await read('booking-request', first.id, 'es')).json();
    const answer = await put(
      t,
      `/email-templates/booking-request${query(first.id, 'es')}`,
      { ...current.template, email_account_id: other.id, version: current.version },
      admin,
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json().field_errors).toEqual({ email_account_id: m.accountOfBrand });
  });

  it('needs the email templates right: view to read and preview, edit to save', async () => {
    const brand = brands[0]!.id;
    const nobody = await memberWith(t, { trips: ['view'] });
    const viewer = await memberWith(t, { email_templates: ['view'] });
    expect((await read('booking-request', brand, 'en', nobody.token)).statusCode).toBe(403);
    expect(
      (await preview('booking-request', { branding_id: brand, lang: 'en' }, nobody.token)).statusCode,
    ).toBe(403);
    const current = await read('booking-request', brand, 'en', viewer.token);
    expect(current.statusCode).toBe(200);
    expect(
      (await preview('booking-request', { branding_id: brand, lang: 'en' }, viewer.token)).statusCode,
    ).toBe(200);
    const { template, version } = current.json();
    const saved = await put(
      t,
      `/email-templates/booking-request${query(brand, 'en')}`,
      { ...template, version },
      viewer.token,
    );
    expect(saved.statusCode).toBe(403);
  });

  it('previews with a recent trip and one of its rows, the values as the provider reads them', async () => {
    const samples = (await get(t, '/email-templates/booking-request/samples', admin)).json();
    expect(samples.trips.length).toBeGreaterThan(0);
    const trip = samples.trips.find((x: { rows: unknown[] }) => x.rows.length > 0);
    const row = trip.rows[0];
    expect(row).toMatchObject({ row_id: expect.any(Number), provider: expect.any(String) });
    const stored = await t.db
      .selectFrom('trip_accommodations as a')
      .innerJoin('trips as t', 't.id', 'a.trip_id')
      .select(['t.customer_first_name', 't.customer_last_name'])
      .where('a.id', '=', row.row_id)
      .executeTakeFirstOrThrow();
    const shown = await preview('booking-request', {
      branding_id: brands[0]!.id,
      lang: 'es',
      sample: { trip_id: trip.trip_id, row_id: row.row_id },
    });
    expect(shown.statusCode, shown.body).toBe(200);
    const { subject, text } = shown.json();
    expect(subject).toContain(`${stored.customer_first_name} ${stored.customer_last_name}`);
    expect(subject).not.toContain('Emily Hartley');
    const day = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${row.date}T00:00:00Z`),
    );
    expect(text).toContain(day);
    // A row of another trip is not that trip's: nothing to preview.
    const wrong = await preview('booking-request', {
      branding_id: brands[0]!.id,
      lang: 'es',
      sample: { trip_id: trip.trip_id + 100_000, row_id: row.row_id },
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe(m.sampleGone);
  });

  it('sends a test to the signed-in user through the brand account, marked as a test', async () => {
    const me = await t.db.selectFrom('users').select('email').orderBy('id').executeTakeFirstOrThrow();
    const sent = await post(
      t,
      '/email-templates/modifications-request/test',
      { branding_id: brands[0]!.id, lang: 'en', subject: 'Draft {{ trip.reference }}' },
      admin,
    );
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ recipient: me.email, messages: [m.testSent(me.email)] });
    const queued = await t.db
      .selectFrom('outbox')
      .select(['recipient', 'subject', 'body', 'email_account_id', 'template_slug'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(queued).toMatchObject({
      recipient: me.email,
      subject: '[TEST] Draft SAR-SAN-2027-014',
      template_slug: 'modifications-request',
    });
    expect(queued.email_account_id).not.toBeNull();
    expect(queued.body).toContain('What changes:\nArrival: 12 May 2027 → 13 May 2027');
  });

  it('answers 404 for a slug that is not a template', async () => {
    expect((await read('not-a-template', brands[0]!.id, 'en')).statusCode).toBe(404);
  });
});
