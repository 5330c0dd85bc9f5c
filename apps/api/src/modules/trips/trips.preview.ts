import type { Database } from '../../db/database.ts';
import { dayOf } from './readiness/readiness.days.ts';
import { tripReadiness } from './readiness/readiness.service.ts';
import { type PlannedJob, tripSteps } from './trips.steps.ts';

const rolledBack = Symbol('preview only');
const kinds = ['booking.request', 'booking.change', 'documents.send'];

type Waiting = PlannedJob & { id: number };

const waitingJobs = async (trx: Database) =>
  (await trx
    .selectFrom('jobs')
    .select(['id', 'kind', 'payload', 'run_at'])
    .where('status', '=', 'due')
    .where('kind', 'in', kinds)
    .execute()) as unknown as Waiting[];

const sameJob = (a: Waiting, b: Waiting) =>
  JSON.stringify([a.payload, new Date(a.run_at).getTime()]) ===
  JSON.stringify([b.payload, new Date(b.run_at).getTime()]);

/**
 * The preview of a change: the change runs exactly as it would (checks, pricing, luggage chain, booking and
 * document plans) in a transaction that is rolled back, and the jobs it left waiting (new ones, or waiting
 * ones it brought up to date) are read before that — the messages each provider will get, and when the
 * customer's documents go. Nothing is kept or sent.
 */
export async function previewChange(
  db: Database,
  tripId: number,
  now: Date,
  change: (trx: Database) => Promise<unknown>,
) {
  let answer: Awaited<ReturnType<typeof describe>> | undefined;
  try {
    await db.transaction().execute(async (trx) => {
      const before = new Map((await waitingJobs(trx)).map((j) => [j.id, j]));
      await change(trx);
      const planned = (await waitingJobs(trx)).filter((j) => {
        const was = before.get(j.id);
        return !was || !sameJob(was, j);
      });
      answer = await describe(trx, tripId, planned, dayOf(now));
      throw rolledBack;
    });
  } catch (error) {
    if (error !== rolledBack) throw error;
  }
  return { success: true as const, ...answer! };
}

async function describe(trx: Database, tripId: number, jobs: readonly PlannedJob[], today: string) {
  const messages = await tripSteps().describeMessages(
    trx,
    jobs.filter((j) => j.kind !== 'documents.send'),
    today,
  );
  const documents = jobs.find((j) => j.kind === 'documents.send' && j.payload.trip_id === tripId);
  const asked = messages.filter((m) => m.kind === 'request');
  return {
    emails: asked.length,
    phone_calls: messages.filter((m) => m.kind === 'phone').length,
    providers: new Set(asked.map((m) => m.provider_id)).size,
    documents_at: documents ? new Date(documents.run_at).toISOString() : null,
    messages,
    // What the trip would still lack after the change, its errors listed before what goes out.
    errors: (await tripReadiness(trx, tripId, today)).filter((p) => p.severity === 'error'),
  };
}
