import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRecordsRepo } from '../src/engine/settings/records.repo.ts';
import { DOCUMENTS_TEMPLATE, sendDocuments } from '../src/modules/vouchers/vouchers.send.ts';
import { signIn } from './support/auth.ts';
import { stepsOn } from './support/bookings.ts';
import { clockAheadOfRealTime } from './support/clock.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';
import { pdfText } from './support/pdf-text.ts';
import { locationId, providerId } from './support/providers.ts';
import { loadTrip, newTrip, saveBodyOf, saveTrip } from './support/trips.ts';
import { storageOf } from './support/vouchers.ts';

const hour = 3_600_000;

interface Sent {
  recipient: string;
  subject: string;
  template_slug: string;
  attachments: { key: string; filename: string }[];
}

describe.each(targets)('sending the customer documents on %s', (target) => {
  let t: TestApp;
  let admin: string;
  let drain: () => Promise<void>;
  const clock = clockAheadOfRealTime();
  let hotel: number;
  let sarria: number;

  // Only the documents: an Active trip with traveller details missing also gets its travellers' page link.
  const emailsTo = async (recipient: string) =>
    (
      await sql<Sent>`select recipient, subject, template_slug, attachments from outbox
        where recipient = ${recipient} and template_slug = ${DOCUMENTS_TEMPLATE} order by id`.execute(t.db)
    ).rows.map((r) => ({
      ...r,
      attachments: typeof r.attachments === 'string' ? JSON.parse(r.attachments) : r.attachments,
    }));
  const statusOf = async (id: number) => (await loadTrip(t, admin, id)).trip.voucher_status_id;

  /** An active trip far ahead (more than 60 days: sent 1 hour after booking by default) with one night. */
  async function activeTrip(email: string, extra: object = {}) {
    const { trip } = await newTrip(t, admin, {
      trip_name: 'Documents',
      start_date: '2031-06-01',
      end_date: '2031-06-02',
    });
    const body = saveBodyOf(await loadTrip(t, admin, trip.id));
    body.trip = {
      ...body.trip,
      general_status_id: 2,
      customer_email: email,
      customer_first_name: 'Ana',
      dossier_url: 'https://example.com/dossier-ñ.pdf',
      ...extra,
    };
    body.accommodations = [
      {
        provider_id: hotel,
        location_id: sarria,
        checkin_date: '2031-06-01',
        checkout_date: '2031-06-02',
        people: 2,
        double_rooms: 1,
      },
    ];
    const res = await saveTrip(t, admin, trip.id, body);
    expect(res.statusCode, res.body).toBe(200);
    return trip.id;
  }

  async function changePeople(id: number, people: number) {
    const body = saveBodyOf(await loadTrip(t, admin, id));
    body.accommodations = (body.accommodations ?? []).map((a) => ({ ...a, people }));
    const res = await saveTrip(t, admin, id, body);
    expect(res.statusCode, res.body).toBe(200);
  }

  beforeAll(async () => {
    t = await startTestApp(target, {}, undefined, { clock });
    admin = await signIn(t);
    drain = await stepsOn(t, clock);
    hotel = await providerId(t, 'Hotel Alfonso IX');
    sarria = await locationId(t, 'Sarria');
  });
  afterAll(() => t?.close());
  // A save schedules from the wall clock (as the booking automation does): each case starts the test's clock
  // just after it, so "2 hours later" means the same for the save and for the runner.
  const resetClock = () => clock.advance(Date.now() + 60_000 - clock.now().getTime());
  beforeEach(resetClock);

  it('sends the documents once, after the settings’ wait, with the vouchers attached and the dossier linked', async () => {
    const id = await activeTrip('ana@example.net');
    await drain();
    expect(await emailsTo('ana@example.net')).toEqual([]);
    expect(await statusOf(id)).toBe(1);

    clock.advance(2 * hour);
    await drain();
    const [email, ...more] = await emailsTo('ana@example.net');
    expect(more).toEqual([]);
    expect(email).toMatchObject({
      template_slug: 'customer-documents',
      attachments: [{ filename: `vouchers-${id}-en.pdf` }],
    });
    expect(email!.subject).toContain('Documents');
    const pdf = await storageOf(t).get(email!.attachments[0]!.key);
    expect(await pdfText(pdf!.bytes)).toContain('Hotel Alfonso IX');
    const body = (
      await sql<{ body: string }>`select body from outbox where recipient = 'ana@example.net'`.execute(t.db)
    ).rows[0]!.body;
    expect(body).toContain('https://example.com/dossier-ñ.pdf');
    expect(await statusOf(id)).toBe(2);

    // Saving without touching a service sends nothing more.
    const res = await saveTrip(t, admin, id, saveBodyOf(await loadTrip(t, admin, id)));
    expect(res.statusCode).toBe(200);
    clock.advance(3 * hour);
    await drain();
    expect(await emailsTo('ana@example.net')).toHaveLength(1);
    expect(await statusOf(id)).toBe(2);
  });

  it('re-sends after a service changes when the trip asks for updates', async () => {
    const id = await activeTrip('bea@example.net');
    clock.advance(2 * hour);
    await drain();
    expect(await emailsTo('bea@example.net')).toHaveLength(1);

    resetClock();
    await changePeople(id, 3);
    expect(await statusOf(id)).toBe(3);
    await drain();
    expect(await emailsTo('bea@example.net')).toHaveLength(1);
    clock.advance(2 * hour);
    await drain();
    expect(await emailsTo('bea@example.net')).toHaveLength(2);
    expect(await statusOf(id)).toBe(2);
    const voucher = await t.db
      .selectFrom('trip_vouchers')
      .selectAll()
      .where('trip_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(voucher.sent_count).toBe(2);
  });

  it('keeps one waiting re-send and one waiting change request however many saves change the trip', async () => {
    const id = await activeTrip('eva@example.net');
    clock.advance(2 * hour);
    await drain();
    expect(await emailsTo('eva@example.net')).toHaveLength(1);
    resetClock();
    // Each save queues both jobs again; a dozen shows they are replaced, not added (a hundred took a minute
    // on a loaded machine).
    for (let save = 1; save <= 12; save++) await changePeople(id, (save % 3) + 1);
    const rows = (await loadTrip(t, admin, id)).accommodations.map((a: { id: number }) => a.id);
    const keys = [
      `documents.send:${id}:resend`,
      ...rows.flatMap((r: number) => ['request', 'change'].map((j) => `booking.${j}:accommodations:${r}`)),
    ];
    const waiting = await t.db
      .selectFrom('jobs')
      .select(['latest_key', (eb) => eb.fn.countAll<string>().as('n')])
      .where('status', '=', 'due')
      .where('latest_key', 'in', keys)
      .groupBy('latest_key')
      .execute();
    const counts = Object.fromEntries(waiting.map((w) => [w.latest_key, Number(w.n)]));
    expect(counts[`documents.send:${id}:resend`]).toBe(1);
    expect(Object.values(counts).every((n) => n === 1)).toBe(true);
    clock.advance(2 * hour);
    await drain();
    expect(await emailsTo('eva@example.net')).toHaveLength(2);
  });

  it('keeps no stored file of a sending that did not go out', async () => {
    const id = await activeTrip('fay@example.net');
    const folder = join(t.config.DATA_DIR, 'uploads', 'documents', 'outbox');
    const files = async () => (await readdir(folder).catch(() => [])).length;
    const before = await files();
    const active = await t.db.selectFrom('brandings').select('id').where('is_active', '=', true).execute();
    await t.db.updateTable('brandings').set({ is_active: false }).execute();
    try {
      await t.db.updateTable('trips').set({ branding_id: null }).where('id', '=', id).execute();
      await expect(sendDocuments(t.db, storageOf(t), id, 'first', clock.now())).rejects.toThrow(/brand/);
    } finally {
      await t.db
        .updateTable('brandings')
        .set({ is_active: true })
        .where(
          'id',
          'in',
          active.map((b) => b.id),
        )
        .execute();
    }
    expect(await files()).toBe(before);
    expect(await emailsTo('fay@example.net')).toEqual([]);
  });

  it('marks the trip for a re-send but sends nothing when updates are off', async () => {
    const id = await activeTrip('cleo@example.net', { is_update_on_trip_changes: false });
    clock.advance(2 * hour);
    await drain();
    expect(await emailsTo('cleo@example.net')).toHaveLength(1);
    resetClock();
    await changePeople(id, 1);
    clock.advance(3 * hour);
    await drain();
    expect(await emailsTo('cleo@example.net')).toHaveLength(1);
    expect(await statusOf(id)).toBe(3);
  });

  it('waits as the document settings say: a trip booked less than the condition ahead, days instead of hours', async () => {
    const records = createRecordsRepo(t.db);
    await records.write(
      'document',
      { zs_less_condition: 3000, zs_less_send_after_type: 'days', zs_less_send_after_value: 2 },
      2,
    );
    try {
      await activeTrip('dora@example.net');
      clock.advance(25 * hour);
      await drain();
      expect(await emailsTo('dora@example.net')).toHaveLength(0);
      clock.advance(24 * hour);
      await drain();
      expect(await emailsTo('dora@example.net')).toHaveLength(1);
    } finally {
      await records.write('document', {}, 3);
    }
  });
});
