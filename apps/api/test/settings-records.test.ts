import type { RecordField, RecordValue } from '@trips/shared/settings/record-fields';
import { recordDefaults, recordGroupByName, recordGroups } from '@trips/shared/settings/record-groups';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecordsService } from '../src/engine/settings/records.service.ts';
import { createSecretBox } from '../src/engine/settings/secret-box.ts';
import { settingsSecretKey } from '../src/engine/settings/secret-key.ts';
import { DEMO_PASSWORD, get, put as putAs, signIn } from './support/auth.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';

/** A valid value different from the field's default. */
function changed(field: RecordField): RecordValue {
  switch (field.kind) {
    case 'boolean':
      return !field.default;
    case 'hours':
      return 1.5;
    case 'integer':
      return field.default === field.min + 1 ? field.min + 2 : field.min + 1;
    case 'rate':
      return 0.21;
    case 'text':
      return 'Changed by the walk';
    case 'secret':
      return 's3cret-value';
    case 'choice':
      return field.options.find((o) => o.value !== field.default)!.value;
    case 'weekdays':
      return [1, 3];
  }
}

/** A value the field must refuse. */
function bad(field: RecordField): unknown {
  switch (field.kind) {
    case 'boolean':
    case 'weekdays':
    case 'choice':
      return 'nonsense';
    case 'hours':
      return 0.0001;
    case 'integer':
      return field.max + 1;
    case 'rate':
      return field.max + 1;
    case 'text':
    case 'secret':
      return 'x'.repeat(field.maxLength + 1);
  }
}

describe.each(targets)('settings records on %s', (target) => {
  let t: TestApp;
  let admin: string;
  let olga: string;
  const put = (url: string, payload: object, token = admin) => putAs(t, url, payload, token);

  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await signIn(t);
    olga = await signIn(t, 'olga@example.com', DEMO_PASSWORD);
  });
  afterAll(() => t.close());

  it('answers the spec defaults for a group never saved', async () => {
    const booking = (await get(t, '/settings/booking', admin)).json();
    expect(booking.version).toBe(1);
    expect(booking.values).toMatchObject({
      bps_test_mode: true,
      bps_booking_reminder_enable: true,
      bps_booking_reminder_count: 3,
      bps_booking_request_wait: null,
      bps_other_modify_wait: null,
    });
    expect((await get(t, '/settings/vat', admin)).json().values).toEqual({
      bs_vat: 0.07,
      bs_forcing_processing_trip_by_phone: 7,
    });
    expect((await get(t, '/settings/document', admin)).json().values).toMatchObject({
      zs_less_condition: 60,
      zs_more_send_after_type: 'hours',
      zs_equal_send_after_value: 1,
      zs_resend_docs_after_type: 'hours',
      zs_resend_docs_after_value: 1,
    });
  });

  for (const group of recordGroups) {
    describe(`/settings/${group.group}`, () => {
      const url = `/settings/${group.group}`;

      it('saves a change of every field, keeps it, and refuses a stale save', async () => {
        const before = (await get(t, url, admin)).json();
        const values = Object.fromEntries(group.fields.map((f) => [f.key, changed(f)]));
        const saved = await put(url, { values, version: before.version });
        expect(saved.statusCode).toBe(200);
        expect(saved.json().version).toBe(before.version + 1);
        const shown = { ...values };
        for (const f of group.fields) if (f.kind === 'secret') shown[f.key] = '{key}';
        expect((await get(t, url, admin)).json()).toEqual({
          success: true,
          values: shown,
          version: before.version + 1,
        });

        const stale = await put(url, { values, version: before.version });
        expect(stale.statusCode).toBe(409);
        expect(stale.json().message).toMatch(/changed by someone else/);
      });

      it('refuses a bad value of each field with a message naming it, and saves nothing', async () => {
        const before = (await get(t, url, admin)).json();
        const values = Object.fromEntries(group.fields.map((f) => [f.key, bad(f)]));
        const refused = await put(url, { values, version: before.version });
        expect(refused.statusCode).toBe(400);
        expect(Object.keys(refused.json().field_errors).sort()).toEqual(
          group.fields.map((f) => f.key).sort(),
        );
        expect((await get(t, url, admin)).json()).toEqual(before);
      });

      it('answers 403 to a user without the right', async () => {
        expect((await get(t, url, olga)).statusCode).toBe(403);
        expect((await put(url, { values: {}, version: 1 }, olga)).statusCode).toBe(403);
      });
    });
  }

  it('changes only the keys a partial save names', async () => {
    const before = (await get(t, '/settings/booking', admin)).json();
    const saved = await put('/settings/booking', {
      values: { bps_booking_request_wait: 0.005 },
      version: before.version,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().values).toEqual({ ...before.values, bps_booking_request_wait: 0.005 });
  });

  it('keeps secrets sealed: never answered, kept when the placeholder comes back, cleared when emptied', async () => {
    const zoho = recordGroupByName('zoho')!;
    const first = (await get(t, '/settings/zoho', admin)).json();
    await put('/settings/zoho', { values: { client_secret: 'very-secret-1' }, version: first.version });
    const stored = await t.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'record.zoho')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored.value)).not.toContain('very-secret-1');

    const shown = (await get(t, '/settings/zoho', admin)).json();
    expect(shown.values.client_secret).toBe('{key}');
    const kept = await put('/settings/zoho', {
      values: { ...shown.values, account: 'ops' },
      version: shown.version,
    });
    expect(kept.json().values.client_secret).toBe('{key}');
    expect(JSON.stringify(kept.json())).not.toContain('very-secret-1');
    const records = createRecordsService(t.db, createSecretBox(settingsSecretKey(t.config)));
    expect((await records.read(zoho)).client_secret).toBe('very-secret-1');

    const cleared = await put('/settings/zoho', {
      values: { client_secret: '' },
      version: kept.json().version,
    });
    expect(cleared.json().values.client_secret).toBe('');
    expect(recordDefaults(zoho).client_secret).toBe('');
  });
});
