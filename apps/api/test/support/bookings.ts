import { sql } from 'kysely';
import type { Clock } from '../../src/engine/jobs/clock.ts';
import { createJobRunner } from '../../src/engine/jobs/runner.ts';
import type { TestApp } from './harness.ts';
import { locationId } from './providers.ts';

/** A provider made for the test: category 1 (accommodation) or 2 (luggage transfer), reached by email. */
export async function bookingProvider(
  t: TestApp,
  name: string,
  location: number,
  options: { category?: number; language?: number; bookingMethod?: number; paymentMethod?: number } = {},
) {
  const row = await t.db
    .insertInto('providers')
    .values({
      category_id: options.category ?? 1,
      commercial_name: name,
      booking_email: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.net`,
      contact_name: `${name} desk`,
      language_id: options.language ?? 2,
      booking_method_id: options.bookingMethod ?? 1,
      payment_method_id: options.paymentMethod ?? 1,
      luggage: options.category === 2,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('provider_locations')
    .values({ provider_id: row.id, location_id: location })
    .execute();
  return row.id;
}

/** The stages of the Camino from Sarria: one location a night, Santiago last. */
export const stages = [
  'Sarria',
  'Portomarín',
  'Palas de Rei',
  'Melide',
  'Arzúa',
  'O Pedrouzo',
  'Santiago de Compostela',
];

export const stageIds = (t: TestApp) => Promise.all(stages.map((name) => locationId(t, name)));

/** Providers of a location's priority list, in order; the location then books by itself. */
export async function priorityList(t: TestApp, location: number, list: string, providers: number[]) {
  // The list is exactly these providers, whatever the demo ranked there (its itineraries' stages have lists).
  await t.db
    .deleteFrom('location_priority_providers')
    .where('location_id', '=', location)
    .where('list', '=', list as never)
    .execute();
  await t.db
    .insertInto('location_priority_providers')
    .values(
      providers.map((provider_id, i) => ({
        location_id: location,
        list,
        provider_id,
        priority: i + 1,
      })) as never,
    )
    .execute();
  await t.db
    .updateTable('locations')
    .set({ is_automated_processing: true })
    .where('id', '=', location)
    .execute();
}

export interface OutboxEmail {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  template_slug: string | null;
  subject_type: string | null;
  subject_id: number | null;
  status: string;
}

export const bookingEmails = async (t: TestApp): Promise<OutboxEmail[]> =>
  (
    await sql<OutboxEmail>`select id, recipient, subject, body, template_slug, subject_type, subject_id, status
    from outbox where template_slug is not null order by id`.execute(t.db)
  ).rows;

/** The provider's answer link in an email's text. */
export function linkIn(email: OutboxEmail): string {
  const match = /\/provider-response\/([A-Za-z0-9._-]+)/.exec(email.body);
  if (!match) throw new Error(`no response link in ${email.template_slug}: ${email.body}`);
  return match[1]!;
}

/**
 * The app's jobs on the test's clock: the app's own runner is stopped, and `drain` runs every due job, again
 * and again, until none is left (a step enqueues further steps).
 */
export async function stepsOn(t: TestApp, clock: Clock) {
  await t.app.jobs.stop();
  const runner = createJobRunner({
    db: t.db,
    registry: t.app.jobs.registry,
    pollMs: 60_000,
    clock,
    log: { warn: () => {}, error: (details, message) => console.error(message, details) },
  });
  return async function drain() {
    while ((await runner.runOnce()) > 0);
  };
}
