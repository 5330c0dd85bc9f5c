import { i18n } from '@lingui/core';
import { catalogue } from '@trips/shared/permissions/catalogue';
import { fullRights } from '@trips/shared/permissions/rights';
import { SECRET_PLACEHOLDER } from '@trips/shared/settings/record-fields';
import { recordDefaults, recordGroupByName, recordGroups } from '@trips/shared/settings/record-groups';
import { describe, expect, it } from 'vitest';
import { secretFromInput, secretText } from '../src/engine/form/controls/secret';
import { fractionOf, percentOf } from '../src/engine/form/fieldSpec';
import { changedValues, fieldSections, shownMessage } from '../src/engine/settings/recordDraft';
import { recordSpec } from '../src/engine/settings/recordSpec';
import { signedInRoutes } from '../src/lib/routeTable';
import { sectionIds, sectionPath, settingsMenu, visibleSettings } from '../src/modules/settings/settingsMenu';

const entries = settingsMenu.flatMap((heading) => heading.entries);
const booking = recordGroupByName('booking')!;
const vat = recordGroupByName('vat')!;
const zoho = recordGroupByName('zoho')!;
const field = (group: typeof booking, key: string) => group.fields.find((f) => f.key === key)!;

describe('settings menu', () => {
  it('lists every settings permission but security once (and rate item types under providers), each at a route of the table', () => {
    const settingsSection = catalogue.find((section) => section.key === 'settings')!;
    const permissions = settingsSection.permissions
      .map((p) => p.key)
      .filter((k) => k !== 'security_settings');
    expect(entries.map((e) => e.permission).sort()).toEqual([...permissions, 'providers'].sort());
    const paths = signedInRoutes.map((route) => route.path);
    for (const entry of entries) {
      const route = entry.to.startsWith(sectionPath('')) ? '/settings-section/:id' : entry.to;
      expect(paths).toContain(route);
    }
  });

  it('opens every record under its own permission: zoho at /zoho-settings, the rest as sections', () => {
    for (const group of recordGroups) {
      const to = group.group === 'zoho' ? '/zoho-settings' : sectionPath(group.group);
      expect(entries.find((e) => e.to === to)?.permission).toBe(group.permission);
    }
    expect([...sectionIds].sort()).toEqual(
      [...recordGroups.map((g) => g.group).filter((g) => g !== 'zoho'), 'rate_item_types'].sort(),
    );
  });

  it('shows only what the user may view, and drops empty headings', () => {
    expect(visibleSettings({})).toEqual([]);
    const shown = visibleSettings({ vat_settings: ['view'], tags_settings: ['edit'] });
    expect(shown.map((heading) => ({ ...heading, title: i18n._(heading.title) }))).toEqual([
      { title: 'Finance', entries: [entries.find((e) => e.permission === 'vat_settings')] },
    ]);
    expect(visibleSettings(fullRights()).flatMap((h) => h.entries)).toHaveLength(entries.length);
  });
});

describe('settings record draft', () => {
  it('sends only the keys that differ from what was loaded', () => {
    const base = recordDefaults(booking);
    const draft = { ...base, bps_booking_reminder_count: 5, bps_booking_request_wait: 0.5 };
    expect(changedValues(booking, base, draft)).toEqual({
      bps_booking_reminder_count: 5,
      bps_booking_request_wait: 0.5,
    });
    expect(changedValues(booking, base, { ...draft, bps_booking_reminder_count: 3 })).toEqual({
      bps_booking_request_wait: 0.5,
    });
    const days = { rms_sending_days: [1, 2] };
    expect(changedValues(recordGroupByName('mail_reminders')!, days, { rms_sending_days: [1, 2] })).toEqual(
      {},
    );
  });

  it('groups fields under their sections in descriptor order', () => {
    expect(fieldSections(booking).map((s) => s.title)).toEqual([
      'General',
      'Accommodation',
      'Transfers',
      'Other services',
      'Booking reminders',
      'Trip readiness',
      'Travellers’ own page',
    ]);
    expect(fieldSections(vat)).toEqual([{ title: undefined, fields: vat.fields }]);
  });

  it('edits hours as a number kept as typed for the check, rates as a percentage', () => {
    const wait = field(booking, 'bps_booking_request_wait');
    const rate = field(vat, 'bs_vat');
    expect(recordSpec(wait)).toMatchObject({ kind: 'number', min: 0, keepText: true });
    expect(recordSpec(wait)).not.toHaveProperty('decimals');
    expect(recordSpec(rate)).toMatchObject({ kind: 'percentage', max: rate.kind === 'rate' && rate.max });
    expect(percentOf(0.07)).toBe(7);
    expect(percentOf(0.29)).toBe(29);
    expect(fractionOf(percentOf(0.155))).toBe(0.155);
    expect(shownMessage(rate, 'must be between 0 and 1')).toBe('must be between 0 % and 100 %');
    expect(shownMessage(wait, 'must be at least 0.001 hours')).toBe('must be at least 0.001 hours');
  });

  it('never shows a saved secret, and an empty input keeps it', () => {
    expect(secretText(SECRET_PLACEHOLDER)).toBe('');
    expect(secretText('typed')).toBe('typed');
    expect(secretFromInput(SECRET_PLACEHOLDER, '')).toBe(SECRET_PLACEHOLDER);
    expect(secretFromInput('', '')).toBe('');
    expect(secretFromInput(SECRET_PLACEHOLDER, 'new')).toBe('new');
    const base = { ...recordDefaults(zoho), client_secret: SECRET_PLACEHOLDER };
    const typedThenErased = { ...base, client_secret: secretFromInput(SECRET_PLACEHOLDER, '') };
    expect(changedValues(zoho, base, typedThenErased)).toEqual({});
  });
});
