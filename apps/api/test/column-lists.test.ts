import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from './support/auth.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';
import { sessionFor, userIdOf } from './support/people.ts';

interface Column {
  id: number;
  label: string;
  slug: string;
  is_active: boolean;
}

/**
 * Every column set of spec part 2 §3 "Report column sets", by the `type` column-lists/get|save takes:
 * the reports by their path under /reports/, the lists by their name.
 */
const specSets = {
  reports: [
    'accommodations_report',
    'locations_report',
    'next_days_report',
    'other_services_report',
    'prepayments_report',
    'normal_transfers_report',
    'luggage_transfers_report',
    'active_tasks_report',
    'vat_report',
  ],
  lists: ['dossiers', 'invoices', 'locations', 'providers', 'tasks', 'transfers', 'trips'],
};

describe.each(targets)('column lists on %s', (target) => {
  let t: TestApp;
  let olga: string;
  let pablo: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    olga = await sessionFor(t, await userIdOf(t, 'olga@example.com'));
    pablo = await sessionFor(t, await userIdOf(t, 'pablo@example.com'));
  });
  afterAll(() => t.close());

  const columns = async (type: string, token = olga) => {
    const res = await post(t, '/column-lists/get', { type }, token);
    expect(res.statusCode, `${type}: ${res.body}`).toBe(200);
    return res.json() as Column[];
  };

  it('has every set the spec lists, reports and lists alike, each a usable layout', async () => {
    for (const type of [...specSets.reports, ...specSets.lists]) {
      const set = await columns(type);
      expect(set.length, type).toBeGreaterThan(0);
      expect(
        set.map((c) => c.id),
        type,
      ).toEqual(set.map((_, i) => i + 1));
      expect(new Set(set.map((c) => c.slug)).size, type).toBe(set.length);
      expect(
        set.every((c) => /^[a-z][a-z0-9_]*$/.test(c.slug) && c.label.trim() !== ''),
        type,
      ).toBe(true);
      expect(
        set.some((c) => c.is_active),
        type,
      ).toBe(true);
    }
  });

  it('has the columns the spec names: 30 for trips, 15 for invoices, pending and paid for prepayments', async () => {
    // The spec's 30, the readiness Problems column (issue 31) beside the trip's name, and the booking
    // reference people quote (issue 47).
    const trips = await columns('trips');
    expect(trips).toHaveLength(32);
    expect(trips[1]?.slug).toBe('problems');
    const tripSlugs = trips.map((c) => c.slug);
    for (const slug of [
      'trip_name',
      'customer_name',
      'operations_owner',
      'start_date',
      'general_status',
      'business_trip_price',
      'quotation_version',
    ])
      expect(tripSlugs).toContain(slug);

    const invoices = await columns('invoices');
    expect(invoices).toHaveLength(15);
    const invoiceSlugs = invoices.map((c) => c.slug);
    for (const slug of ['invoice_number', 'provider_name', 'internal_status_name', 'payment_status_name'])
      expect(invoiceSlugs).toContain(slug);

    const prepayments = (await columns('prepayments_report')).map((c) => c.slug);
    for (const kind of ['accommodations', 'luggage_transfers', 'normal_transfers', 'other_services'])
      expect(prepayments).toEqual(expect.arrayContaining([`${kind}_pending`, `${kind}_paid`]));
  });

  it('saves a layout of a set without a list engine behind it, per user', async () => {
    // The home dashboard's panels are such a set: each user orders and hides them.
    for (const type of ['invoices', 'vat_report', 'home_panels']) {
      const defaults = await columns(type);
      const hidden = defaults[0].slug;
      const reordered = [...defaults].reverse().map((c) => ({ ...c, is_active: c.slug !== hidden }));
      const saved = await post(t, '/column-lists/save', { type, data: reordered }, olga);
      expect(saved.statusCode).toBe(200);
      const after = await columns(type);
      expect(after.map((c) => c.slug)).toEqual(reordered.map((c) => c.slug));
      expect(after.find((c) => c.slug === hidden)?.is_active).toBe(false);
      // Labels and ids stay the set's own, whatever was sent.
      expect(after.find((c) => c.slug === hidden)).toMatchObject({ id: 1, label: defaults[0].label });
      expect(await columns(type, pablo)).toEqual(defaults);
    }
  });

  it('answers the spec’s own set names, each the same set and the same saved layout as its alias', async () => {
    const specNames = {
      accommodations: 'accommodations_report',
      'next-day': 'next_days_report',
      other: 'other_services_report',
      prepayments: 'prepayments_report',
      normal: 'normal_transfers_report',
      luggage: 'luggage_transfers_report',
      vat: 'vat_report',
    };
    for (const [spec, alias] of Object.entries(specNames)) {
      expect(await columns(spec, pablo), spec).toEqual(await columns(alias, pablo));
    }
    for (const spec of ['locations', 'tasks', 'dossiers', 'invoices', 'providers', 'transfers', 'trips'])
      expect((await columns(spec, pablo)).length, spec).toBeGreaterThan(0);

    // Saved by the spec name, read back by the alias (and the other way round).
    const defaults = await columns('normal', pablo);
    const reordered = [...defaults].reverse();
    expect((await post(t, '/column-lists/save', { type: 'normal', data: reordered }, pablo)).statusCode).toBe(
      200,
    );
    expect((await columns('normal_transfers_report', pablo)).map((c) => c.slug)).toEqual(
      reordered.map((c) => c.slug),
    );
  });

  it('still refuses a type that names no set', async () => {
    expect((await post(t, '/column-lists/get', { type: 'nowhere' }, olga)).statusCode).toBe(400);
    expect((await post(t, '/column-lists/save', { type: 'nowhere', data: [] }, olga)).statusCode).toBe(400);
  });
});
