import { type TemplateScreen, templateRegistry } from '@trips/shared/templates/registry';
import { variablesOf } from '@trips/shared/templates/variables';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blankMarks } from '../src/engine/templates/blanks.ts';
import { templateContext } from '../src/engine/templates/context.ts';
// Through the worker pool, as emails are rendered: hundreds of renders here would hold this worker's event loop.
import { renderTexts } from '../src/engine/templates/index.ts';
import { templateData } from '../src/modules/bookings/bookings.data.ts';
import { loadBookingRow } from '../src/modules/bookings/bookings.rows.ts';
import { readBookingSettings } from '../src/modules/bookings/bookings.settings.ts';
import { sentAgo } from '../src/modules/bookings/bookings.time.ts';
import { loadRaw } from '../src/modules/trips/trips.presenter.ts';
import { sections } from '../src/modules/trips/trips.sections.ts';
import { documentsData } from '../src/modules/vouchers/vouchers.send.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';

const whats = (...texts: string[]) => blankMarks(...texts).map((m) => m.what);

describe('the check for blank values', () => {
  it('finds each mark of an empty value', () => {
    expect(whats('Lugar: , Sarria')).toEqual(['a label with nothing after it']);
    expect(whats('- Meals:')).toEqual(['a label with nothing after it']);
    expect(whats('Estimado/a :')).toContain('a greeting without a name');
    expect(whats('Hola, :')).not.toEqual([]);
    expect(whats('Dear ,')).toContain('a greeting without a name');
    expect(whats('Camino Ways · · bookings@example.com')).toEqual(['two separators with nothing between']);
    expect(whats('Guests: Emily Hartley ()')).toEqual(['empty brackets']);
    expect(whats('Guests: undefined')).toEqual(['a value written as undefined, null or NaN']);
    expect(whats('Price: NaN €')).toEqual(['a value written as undefined, null or NaN']);
    expect(whats('1 personas')).toEqual(['a number that does not agree with its noun']);
    expect(whats('for 2 night')).toEqual(['a number that does not agree with its noun']);
    expect(whats('Arrival: 12 May, departure: 12 May (0 nights)')).toEqual([
      'a stay or service without its dates',
    ]);
    expect(whats('Subject line', 'Body\nwith - Rooms: ')).toEqual([]);
  });

  it('lets a complete email through', () => {
    const ok = [
      'Estimado/a señor/a:',
      'Dear Sir or Madam,',
      'This is the stay as confirmed:',
      '- Guests: Emily Hartley (1 person)',
      '- Clientes: Emily Hartley (2 personas), 21 personas, 11 noches',
      '- Arrival: 12 May 2027, departure: 13 May 2027 (1 night)',
      'Pick-up at 10:30 · Camino Ways · +34 981 000 222',
      'Link: https://example.com/respond/abc (valid 60 days)',
      'Kind regards,',
    ];
    expect(blankMarks(ok.join('\n'))).toEqual([]);
  });
});

describe('rendering an empty value', () => {
  const variables = variablesOf(templateRegistry.find((t) => t.slug === 'cancellation-request')!);
  const render = async (body: string, data: object, lang: 'en' | 'es' | 'de' = 'en') => {
    const texts = {
      subject: 'Booking {{ trip.reference }} · {{ provider.name }}',
      body,
      from: '',
      cc: '',
      bcc: '',
      reply_to: '',
    };
    const out = await renderTexts(texts, templateContext(variables, data, lang));
    if (!('email' in out)) throw new Error(JSON.stringify(out.problems));
    return out.email;
  };

  it('leaves out a line or a label whose value is empty, and makes a bare greeting neutral', async () => {
    const body =
      '<p>Estimado/a {{ provider.contact_name }}:</p><p>Le pedimos:</p><ul><li><p>Régimen: {{ booking.meals }}</p></li><li><p>Lugar: {{ provider.phone }}, {{ booking.location }}</p></li></ul><p>Motivo: {{ cancellation.reason }}</p><p>{{ brand.name }} · {{ brand.phone }} · {{ brand.email }} ({{ staff.phone }})</p>';
    const email = await render(
      body,
      { booking: { location: 'Sarria' }, brand: { name: 'Camino Ways', email: 'b@x.es' } },
      'es',
    );
    expect(email.text).toBe('Estimado/a señor/a:\n\nLe pedimos:\n\n- Lugar: Sarria\n\nCamino Ways · b@x.es');
    expect(email.subject).toBe('Booking');
    expect(blankMarks(email.subject, email.text)).toEqual([]);
    const bags = await render(
      '<ul><li><p>Bultos: 2 (clientes: {{ customer.full_name }})</p></li></ul>',
      {},
      'es',
    );
    expect(bags.text).toBe('- Bultos: 2');
    const english = await render('<p>Dear {{ provider.contact_name }},</p>', {}, 'en');
    expect(english.text).toBe('Dear Sir or Madam,');
    const german = await render('<p>Hallo {{ provider.contact_name }},</p>', {}, 'de');
    expect(german.text).toBe('Sehr geehrte Damen und Herren,');
  });

  it('agrees numbers with their nouns by the language’s plural rules', async () => {
    const body =
      "<p>{{ booking.people | plural: 'persona', 'personas' }}, {{ booking.nights | plural: 'noche', 'noches' }}</p>";
    expect((await render(body, { booking: { people: 1, nights: 2 } }, 'es')).text).toBe(
      '1 persona, 2 noches',
    );
    expect((await render(body, { booking: { people: 2, nights: 1 } }, 'es')).text).toBe(
      '2 personas, 1 noche',
    );
  });

  it('says how long ago a request went, in the provider’s language', () => {
    const sent = new Date('2027-03-01T09:00:00Z');
    const now = new Date('2027-03-03T10:00:00Z');
    expect(sentAgo(sent, now, 'en')).toBe('2 days ago');
    expect(sentAgo(sent, now, 'es')).toBe('hace 2 días');
    expect(sentAgo(sent, now, 'de')).toBe('vor 2 Tagen');
    expect(sentAgo(sent, new Date('2027-03-01T14:00:00Z'), 'en')).toBe('5 hours ago');
  });
});

const screenOf: Record<string, TemplateScreen> = {
  accommodations: 'accommodation',
  luggage_transfers: 'luggage-transfer',
  normal_transfers: 'normal-transfer',
  other_services: 'other-services',
};

describe.each(targets)('the demo texts against every demo trip on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.close());

  it('renders every template, brand and language against every demo trip without a blank', async () => {
    const brands = await t.db.selectFrom('brandings').select('id').orderBy('id').execute();
    const settings = await readBookingSettings(t.db);
    // The stored texts and each brand's values, read once; each email rendered as the service renders it.
    const rows = await t.db.selectFrom('email_templates').selectAll().execute();
    const accounts = await t.db
      .selectFrom('email_accounts')
      .select(['branding_id', 'email'])
      .orderBy('id')
      .execute();
    const brandValues = new Map<number, object>();
    for (const brand of await t.db
      .selectFrom('brandings')
      .select(['id', 'name', 'request_settings'])
      .execute()) {
      const settings = (brand.request_settings ?? {}) as Record<string, string>;
      const account = accounts.find((a) => a.branding_id === brand.id)?.email ?? '';
      brandValues.set(brand.id, {
        name: brand.name,
        phone: settings.phone ?? '',
        email: settings.email || account,
        url: settings.url ?? '',
      });
    }
    const renderTemplate = async (slug: string, brand: number, lang: 'en' | 'es', data: object) => {
      const row = rows.find((r) => r.slug === slug && r.branding_id === brand && r.lang === lang);
      if (!row) throw new Error(`no text for ${slug} ${brand} ${lang}`);
      const texts = {
        subject: row.subject,
        body: row.body,
        from: row.from_name ?? '',
        cc: row.cc ?? '',
        bcc: row.bcc ?? '',
        reply_to: row.reply_to ?? '',
      };
      const variables = variablesOf(templateRegistry.find((x) => x.slug === slug)!);
      const context = templateContext(variables, { ...data, brand: brandValues.get(brand) }, lang);
      let out = await renderTexts(texts, context);
      // The render time limit is of the clock: on a loaded machine one render may pass it once.
      if (!('email' in out)) out = await renderTexts(texts, context);
      if (!('email' in out)) throw new Error(`${slug}: ${JSON.stringify(out.problems)}`);
      return out.email;
    };
    const templates = { renderTemplate };
    const now = new Date('2027-03-03T10:00:00Z');
    const sent = new Date('2027-03-01T09:00:00Z');
    const found: string[] = [];
    let rendered = 0;
    for (const [section, screen] of Object.entries(screenOf)) {
      const spec = sections[section as keyof typeof sections];
      let q = t.db.selectFrom(`${spec.table} as r` as 'trip_accommodations as r').select('r.id');
      if (spec.transferTypeId !== null) q = q.where('transfer_type_id' as 'id', '=', spec.transferTypeId);
      const ids = await q.orderBy('r.id').execute();
      const slugs = templateRegistry.filter((x) => x.screen === screen);
      for (const { id } of ids) {
        const b = (await loadBookingRow(t.db, section as keyof typeof sections, Number(id)))!;
        for (const lang of ['en', 'es'] as const) {
          const extra = {
            response: {
              url: `https://backoffice.example.com/provider-response/t${id}`,
              deadline: '2027-03-04',
            },
            reminder: { number: 1, first_sent: '2027-03-01', sent_ago: sentAgo(sent, now, lang) },
          };
          const data = { ...templateData(b, lang, settings), ...extra };
          for (const template of slugs) {
            for (const brand of brands) {
              const email = await templates.renderTemplate(template.slug, brand.id, lang, data);
              rendered++;
              for (const mark of blankMarks(email.subject, email.text))
                found.push(
                  `${template.slug} ${lang} brand ${brand.id} ${section} #${id}: ${mark.what}: ${mark.line}`,
                );
            }
          }
        }
      }
    }
    const trips = await t.db.selectFrom('trips').select('id').orderBy('id').execute();
    for (const { id } of trips) {
      const raw = (await loadRaw(t.db, Number(id)))!;
      for (const lang of ['en', 'es'] as const) {
        const data = await documentsData(t.db, raw, `vouchers-${id}-${lang}.pdf`);
        for (const brand of brands) {
          const email = await templates.renderTemplate('customer-documents', brand.id, lang, data);
          rendered++;
          for (const mark of blankMarks(email.subject, email.text))
            found.push(
              `customer-documents ${lang} brand ${brand.id} trip #${id}: ${mark.what}: ${mark.line}`,
            );
        }
      }
    }
    expect(rendered).toBeGreaterThan(500);
    expect([...new Set(found)].slice(0, 40)).toEqual([]);
  }, 600_000);
});
