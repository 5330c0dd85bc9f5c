import { emailTemplateMessages as m } from '@trips/shared/templates/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../src/engine/templates/sanitize.ts';
import { createEmailTemplatesService } from '../src/modules/email-templates/email-templates.service.ts';
import { get, post, put, signIn } from './support/auth.ts';
import { startTestApp, type TestApp } from './support/harness.ts';

describe('the allow-list of email HTML', () => {
  const kept = [
    '<p>Dear {{ provider.contact_name }},</p><ul><li><p>Rooms: {{ booking.rooms }}</p></li></ul>',
    '<p><a href="{{ booking.link }}" target="_blank" rel="noopener">Answer</a> or <a href="mailto:x@y.es">write</a></p>',
    '<table cellpadding="4"><tr><td style="color:#333">{% if trip.name %}{{ trip.name }}{% endif %}</td></tr></table>',
    '<p>a &amp; b &lt; c</p><p>{% if a > b %}x{% endif %}</p><img src="data:image/png;base64,iVBO" alt="logo">',
    '<p><img src="https://example.com/logo.png" alt=\'"quoted"\'></p><br><hr>',
    '<p style="background:url(https://example.com/bg.png);color:#333">Hi</p><a href="tel:+34 600 000 000">call</a>',
    '<a href="https://example.com/?a=1&amp;b=2&colon;x">link</a><img srcset="https://e.com/a.png 1x, /b.png 2x">',
    '<style>a:hover{color:red}td{background:url("data:image/png;base64,iVBO")}</style>',
    '<!--[if mso]><table><tr><td style="padding:0">x</td></tr></table><![endif]--><p>&eacute;</p>',
  ];
  it.each(kept)('keeps what an email may hold as written: %s', (html) => {
    expect(sanitizeHtml(html)).toEqual({ html, removed: [] });
  });

  const cases: [string, string, string[]][] = [
    ['<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>', ['<script>']],
    ['<img src="x.png" onerror="alert(1)">', '<img src="x.png">', ['onerror']],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>', ['javascript:']],
    ['<a href="jav&#x61;script:alert(1)">x</a>', '<a>x</a>', ['javascript:']],
    ['<a href="java&Tab;script:alert(1)">x</a>', '<a>x</a>', ['javascript:']],
    ['<a href=" JAVASCRIPT:alert(1)">x</a>', '<a>x</a>', ['javascript:']],
    ['<a href="data:text/html,<b>x</b>">x</a>', '<a>x</a>', ['data:']],
    ['<img src="data:image/svg+xml,<svg onload=alert(1)>">', '<img>', ['data:']],
    ['<iframe src="https://e.com"><p>inner</p></iframe><p>after</p>', '<p>after</p>', ['<iframe>']],
    ['<form><input value="x">text</form>', 'text', ['<form>', '<input>']],
    ['<p style="background:url(javascript:alert(1))">x</p>', '<p>x</p>', ['javascript:']],
    [
      '<style>@import url(https://evil.example/x.css);</style><p>x</p>',
      '<style></style><p>x</p>',
      ['@import'],
    ],
    ['<a href="&#x6A;&#x61;vascript&colon;alert(107)">x</a>', '<a>x</a>', ['javascript:']],
    ['<!--[if mso]><a href="javascript:x()">x</a><![endif]--><p>y</p>', '<p>y</p>', ['javascript:']],
  ];
  it.each(cases)('takes out what could run or leak: %s', (html, clean, removed) => {
    expect(sanitizeHtml(html)).toEqual({ html: clean, removed });
  });
});

describe('templates keep only email HTML', () => {
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

  it('refuses a save or a preview that would lose a script, a handler or a script link, saying what', async () => {
    const current = (await get(t, url(), admin)).json();
    const body = `${current.template.body}<p onclick="steal()">Hi</p><script>alert(1)</script>`;
    const saved = await put(t, url(), { ...current.template, body, version: current.version }, admin);
    expect(saved.statusCode).toBe(400);
    expect(saved.json().field_errors).toEqual({ body: m.notAllowedHtml('onclick, <script>') });
    expect((await get(t, url(), admin)).json().template.body).toBe(current.template.body);
    const shown = await post(
      t,
      '/email-templates/booking-request/preview',
      { branding_id: brand, lang: 'en', body },
      admin,
    );
    expect(shown.statusCode).toBe(400);
  });

  it('sends a text stored before the allow-list without what it may not hold', async () => {
    await t.db
      .updateTable('email_templates')
      .set((eb) => ({
        body: eb(
          'body',
          '||',
          '<p><a href="javascript:alert(1)" onmouseover="x()">Open</a></p><script>x()</script>',
        ),
      }))
      .where('slug', '=', 'booking-request')
      .where('branding_id', '=', brand)
      .where('lang', '=', 'en')
      .execute();
    const email = await createEmailTemplatesService(t.db).renderTemplate('booking-request', brand, 'en', {});
    expect(email.html).toContain('<p><a>Open</a></p>');
    expect(email.html).not.toMatch(/script|onmouseover/i);
  });
});
