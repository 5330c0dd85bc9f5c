import { describe, expect, it } from 'vitest';
import { avatarProblem, sniffImageType } from '../src/modules/users/avatar.ts';
import { addUserBody, editUserBody } from '../src/modules/users/users.schema.ts';
import { catalogue, fullRights } from '../src/permissions/index.ts';
import { rules } from '../src/validation/index.ts';
import { finishPhone, maskPhone } from '../src/validation/phone-mask.ts';

describe('phone mask (part 1 §5)', () => {
  it('keeps a plus, a first digit 1-9, then digit groups', () => {
    expect(maskPhone('34 600 111 222')).toBe('+34 600 111 222');
    expect(maskPhone('+0049-151')).toBe('+49-151');
    expect(maskPhone('+1  (650) abc 555')).toBe('+1 650 555');
    expect(maskPhone('+')).toBe('+');
    expect(maskPhone('abc')).toBe('');
    expect(finishPhone('+34 600 ')).toBe('+34 600');
    expect(finishPhone('+')).toBe('');
  });

  it('produces values the phone rule accepts', () => {
    for (const typed of ['34 600 111 222', '+44-20-7946', '1 2 3']) {
      expect(rules.phone(finishPhone(maskPhone(typed)))).toBeNull();
    }
  });
});

describe('avatar checks', () => {
  const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
  const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]);
  const webp = new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 ');
  const gif = new TextEncoder().encode('GIF89a');

  it('knows PNG, JPEG and WebP by their bytes', () => {
    expect(sniffImageType(png)).toBe('image/png');
    expect(sniffImageType(jpeg)).toBe('image/jpeg');
    expect(sniffImageType(webp)).toBe('image/webp');
    expect(sniffImageType(gif)).toBeNull();
    expect(sniffImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });

  it('refuses other types and files over 2 MB', () => {
    expect(avatarProblem(png)).toBeNull();
    expect(avatarProblem(gif)).toBe('The picture must be a PNG, JPEG or WebP image.');
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(png);
    expect(avatarProblem(big)).toBe('The picture must be 2 MB or smaller.');
  });
});

describe('user contracts', () => {
  const user = { first_name: 'Ana', last_name: 'Ruiz', email: 'ana@example.com', team_id: 1, group_id: 2 };

  it('keeps the first 6 lines of the profile, then at most 400 characters', () => {
    const parsed = addUserBody.parse({ ...user, profile: '1\n2\n3\n4\n5\n6\n7' });
    expect(parsed.profile).toBe('1\n2\n3\n4\n5\n6');
    const long = addUserBody.safeParse({ ...user, profile: 'x'.repeat(401) });
    expect(long.error?.issues[0].message).toBe('Max length is 400 symbols');
  });

  it('applies the user field limit of 100 and the phone rule', () => {
    const res = addUserBody.safeParse({ ...user, last_name: 'x'.repeat(101), phone: '600' });
    expect(res.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['last_name', 'Max length is 100 symbols'],
      ['phone', 'Invalid phone number'],
    ]);
  });

  it('needs a version to edit', () => {
    expect(editUserBody.safeParse({ ...user, id: 3 }).success).toBe(false);
    expect(editUserBody.safeParse({ ...user, id: 3, version: 1 }).success).toBe(true);
  });
});

describe('permission catalogue', () => {
  const keys = catalogue.flatMap((s) => s.permissions.map((p) => p.key));

  it('has the report rights of part 1 §6', () => {
    const reportKeys = [
      'vat_report',
      'next_days_report',
      'active_tasks_report',
      'locations_report',
      'accommodations_report',
      'luggage_transfers_report',
      'normal_transfers_report',
      'other_services_report',
      'prepayments_report',
      'overdue_pending_tasks_report',
      'completed_total_tasks_report',
      'next_days_trips_stats_report',
      'hospedajes',
      'next_days_stats',
      'tasks_summary_report',
    ];
    expect(keys).toEqual(expect.arrayContaining(reportKeys));
  });

  it('has every module and settings screen of both spec parts', () => {
    const modules = [
      'trips',
      'tasks',
      'transfers',
      'dossiers',
      'providers',
      'locations',
      'invoices',
      'users',
      'user_groups',
    ];
    const settings = [
      'zoho_settings',
      'zoho_accounts',
      'branding',
      'email_accounts',
      'email_templates',
      'ota_settings',
      'countries_settings',
      'currency',
      'tags_settings',
      'tasks_settings',
      'booking_settings',
      'camino_settings',
      'document_settings',
      'undefined_time_settings',
      'vat_settings',
      'mail_reminder_settings',
    ];
    expect(keys).toEqual(expect.arrayContaining([...modules, ...settings]));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives the Super Admin rights every capability', () => {
    const rights = fullRights();
    for (const p of catalogue.flatMap((s) => s.permissions))
      expect(rights[p.key]).toEqual([...p.capabilities]);
  });
});
