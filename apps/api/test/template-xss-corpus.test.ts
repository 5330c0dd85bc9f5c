import { emailTemplateMessages as m } from '@trips/shared/templates/messages';
import { messages } from '@trips/shared/validation/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../src/engine/templates/sanitize.ts';
import { createEmailTemplatesService } from '../src/modules/email-templates/email-templates.service.ts';
import { get, put, signIn } from './support/auth.ts';
import { startTestApp, type TestApp } from './support/harness.ts';
import { runnableParts } from './support/script-finder.ts';
import { xssPayloads } from './support/xss-payloads.ts';

/** Payloads today's browsers read as harmless, but an older engine, a lenient mail client or a second decoding would not. */
const readOnlyByOtherReaders = new Set([
  '<a href="javascript&colon alert(1)">x</a>',
  '<a href="&amp;#106;avascript:alert(1)">x</a>',
  '<a href="\\6a avascript:alert(1)">x</a>',
  '<a href="javascript\\3a alert(1)">x</a>',
  '<a href="java{% if true %}script{% endif %}:alert(1)">x</a>',
  '<IMG SRC=java\0script:alert("XSS")>',
  '<A STYLE=\'no\\xss:noxss("*//*");xss:ex/*XSS*//*/*/pression(alert("XSS"))\'>x</A>',
]);

/** A NUL character: refused with every control character before the HTML is read, and never storable. */
const holdsNul = (payload: string) => payload.includes('\0');

/** Whether a save's refusal names `named` among what it lists (`remove a, b to save` → a and b). */
function refusalNames(message: string | undefined, named: string): boolean {
  const list = /remove (.*) to save/.exec(message ?? '')?.[1] ?? '';
  return message === m.notAllowedHtml(list) && list.split(', ').includes(named);
}

describe('a corpus of hidden scripts and script links', () => {
  it('holds at least 60 payloads, each of which a browser or another reader would run', () => {
    expect(xssPayloads.length).toBeGreaterThanOrEqual(60);
    const unseen = xssPayloads
      .map(([payload]) => payload)
      .filter((payload) => runnableParts(payload).length === 0 && !readOnlyByOtherReaders.has(payload));
    expect(unseen).toEqual([]);
  });

  it.each(xssPayloads)('leaves nothing runnable of %s, naming %s', (payload, named) => {
    const { html, removed } = sanitizeHtml(`<p>Dear guest,</p>${payload}`);
    expect(removed).toContain(named);
    expect(runnableParts(html)).toEqual([]);
  });
});

describe('templates refuse and never send a hidden script link', () => {
  let t: TestApp;
  let admin: string;
  let brand: number;
  const url = () => `/email-templates/booking-request?branding_id=${brand}&lang=en`;

  beforeAll(async () => {
    t = await startTestApp('pglite');
    admin = await signIn(t);
    brand = (await t.db.selectFrom('brandings').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t.close());

  it('refuses every payload at save with a 400 naming it, and keeps the text that was there', async () => {
    const current = (await get(t, url(), admin)).json();
    const unrefused: string[] = [];
    for (const [payload, named] of xssPayloads) {
      const body = `${current.template.body}${payload}`;
      const saved = await put(t, url(), { ...current.template, body, version: current.version }, admin);
      const message: string | undefined = saved.json().field_errors?.body;
      const refused = holdsNul(payload)
        ? message === messages.notAllowedCharacters
        : refusalNames(message, named);
      if (saved.statusCode !== 400 || !refused) unrefused.push(payload);
    }
    expect(unrefused).toEqual([]);
    expect((await get(t, url(), admin)).json().template.body).toBe(current.template.body);
  });

  it('sends none of them from a text stored before the rule: the email has no such link', async () => {
    const render = createEmailTemplatesService(t.db).renderTemplate;
    const sent: string[] = [];
    for (const [payload] of xssPayloads.filter(([payload]) => !holdsNul(payload))) {
      await t.db
        .updateTable('email_templates')
        .set({ body: `<p>Dear guest,</p>${payload}<p>See you soon.</p>` })
        .where('slug', '=', 'booking-request')
        .where('branding_id', '=', brand)
        .where('lang', '=', 'en')
        .execute();
      const email = await render('booking-request', brand, 'en', {});
      expect(email.html).toContain('See you soon.');
      sent.push(...runnableParts(email.html));
    }
    expect(sent).toEqual([]);
  });
});
