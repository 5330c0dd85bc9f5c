import type {
  BookingRow as ShownRow,
  TripBookingsResponse,
} from '@trips/shared/modules/bookings/bookings.schema';
import { type TripSection, tripSections } from '@trips/shared/modules/trips/trips.constants';
import { sql } from 'kysely';
import { withRecordNames } from '../../engine/i18n/record-names.ts';
import { sharedText } from '../../engine/i18n/shared-texts.ts';
import { notFound } from '../../http/errors.ts';
import { loadRaw, sections } from '../trips/index.ts';
import type { BookingDeps } from './bookings.jobs.ts';
import { linkKey, signToken } from './bookings.links.ts';
import { type BookingRequest, createBookingsRepo } from './bookings.repo.ts';
import { type BookingSettings, readBookingSettings } from './bookings.settings.ts';
import { outboxSubjectOf, settingsKindOf, stepTemplates } from './bookings.slugs.ts';

const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);
const rowKey = (section: string, id: number) => `${section}:${id}`;

/** Every service row of a trip with its booking: requests, emails, the next automatic step, the open link. */
export async function tripBookings(deps: BookingDeps, tripId: number): Promise<TripBookingsResponse> {
  const { db } = deps;
  const raw = await loadRaw(db, tripId);
  if (!raw) throw notFound('unable to find trip');
  const [requests, settings, key] = [
    await createBookingsRepo(db).ofTrip(tripId),
    await readBookingSettings(db),
    await linkKey(db),
  ];
  const providerNames = await namesOf(
    deps,
    requests.map((r) => r.provider_id),
  );
  const emails = await emailsOf(deps, raw);
  const steps = await nextSteps(deps, requests, raw, settings);
  const refs = tripSections.flatMap((section) =>
    raw[section].map((r) => `${sections[section].label} #${r.id}`),
  );
  const names = new Map(refs.map((ref, i) => [ref, i]));
  const named = await withRecordNames(db, refs);
  const rows: ShownRow[] = tripSections.flatMap((section) =>
    raw[section].map((r) => {
      const id = r.id as number;
      const own = requests.filter((q) => q.section === section && q.row_id === id);
      const open = own.find((q) => !q.answered_at && !q.superseded_at && q.channel === 'email');
      const confirmed = [...own].reverse().find((q) => q.decision === 'confirm' && q.conf_number);
      return {
        section,
        row_id: id,
        row_name: named[names.get(`${sections[section].label} #${id}`)!]!,
        status_id: r.trip_service_status_id as number,
        status_name: String(r.trip_service_status_name ?? ''),
        provider_id: (r.provider_id as number | null) ?? null,
        provider_name: (r.provider_name as string | null) ?? null,
        automated: r.is_send_email === true,
        send_email_error: (r.send_email_error as string | null) ?? null,
        // What the answer left on the row ('Ana (by link)'), in the reader's language.
        who_accepted: sharedText(String(r.who_accepted ?? '')),
        provider_acceptance_date: (r.provider_acceptance_date as string | null) ?? null,
        comments_from_provider: sharedText(String(r.comments_from_provider ?? '')),
        conf_number: confirmed?.conf_number ?? '',
        response_url: open
          ? `${deps.publicUrl}/provider-response/${signToken(key, open.id, new Date(open.expires_at))}`
          : null,
        next_step: steps.get(rowKey(section, id)) ?? null,
        requests: own.map((q) => shownRequest(q, providerNames)),
        emails: emails.get(rowKey(section, id)) ?? [],
      };
    }),
  );
  return { success: true, version: raw.trip.version as number, test_mode: settings.testMode, rows };
}

const shownRequest = (q: BookingRequest, names: Map<number, string>) => ({
  id: q.id,
  purpose: q.purpose,
  provider_id: q.provider_id ?? 0,
  provider_name: names.get(q.provider_id ?? 0) ?? '',
  channel: q.channel,
  sent_at: iso(q.sent_at)!,
  expires_at: iso(q.expires_at)!,
  reminders_sent: q.reminders_sent,
  answered_at: iso(q.answered_at),
  decision: q.decision,
  answered_by: q.answered_by,
  conf_number: q.conf_number,
  comment: q.comment,
  superseded: q.superseded_at !== null,
  test_mode: q.test_mode,
});

async function namesOf({ db }: BookingDeps, ids: (number | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map<number, string>();
  const rows = await db
    .selectFrom('providers_view')
    .select(['id', 'commercial_name'])
    .where('id', 'in', wanted)
    .execute();
  return new Map(rows.map((r) => [r.id, r.commercial_name]));
}

async function emailsOf({ db }: BookingDeps, raw: NonNullable<Awaited<ReturnType<typeof loadRaw>>>) {
  const found = new Map<string, ShownRow['emails']>();
  for (const section of tripSections) {
    const ids = raw[section].map((r) => r.id as number);
    if (ids.length === 0) continue;
    const rows = await db
      .selectFrom('outbox')
      .select([
        'id',
        'template_slug',
        'recipient',
        'subject',
        'status',
        'last_error',
        'created_at',
        'sent_at',
        'subject_id',
      ])
      .where('subject_type', '=', outboxSubjectOf[section])
      .where('subject_id', 'in', ids)
      .orderBy('id')
      .execute();
    for (const { subject_id, ...e } of rows) {
      const key = rowKey(section, subject_id!);
      found.set(key, [
        ...(found.get(key) ?? []),
        { ...e, created_at: iso(e.created_at)!, sent_at: iso(e.sent_at) },
      ]);
    }
  }
  return found;
}

/** The soonest due booking job of each row: its kind as the screen names it, and when. */
async function nextSteps(
  { db }: BookingDeps,
  requests: BookingRequest[],
  raw: NonNullable<Awaited<ReturnType<typeof loadRaw>>>,
  settings: BookingSettings,
) {
  const byRequest = new Map(requests.map((q) => [q.id, q]));
  const rowIds = tripSections.flatMap((s) => raw[s].map((r) => r.id as number));
  const steps = new Map<string, NonNullable<ShownRow['next_step']>>();
  if (rowIds.length === 0) return steps;
  const jobs = await db
    .selectFrom('jobs')
    .select(['kind', 'payload', 'run_at'])
    .where('status', 'in', ['due', 'running'])
    .where('kind', 'like', 'booking.%')
    .where((eb) =>
      eb.or([
        eb(sql`(payload->>'row_id')::int`, 'in', rowIds),
        ...(requests.length
          ? [
              eb(
                sql`(payload->>'request_id')::int`,
                'in',
                requests.map((q) => q.id),
              ),
            ]
          : []),
      ]),
    )
    .orderBy('run_at')
    .execute();
  for (const job of jobs) {
    const p = (typeof job.payload === 'string' ? JSON.parse(job.payload) : job.payload) as Record<
      string,
      unknown
    >;
    const request = byRequest.get(Number(p.request_id));
    // A chase of a request answered or replaced since will do nothing when it runs.
    if (job.kind === 'booking.chase' && (!request || request.answered_at || request.superseded_at)) continue;
    const section = (request?.section ?? p.section) as TripSection;
    const key = rowKey(section, Number(request?.row_id ?? p.row_id));
    if (!raw[section]?.some((r) => rowKey(section, r.id as number) === key) || steps.has(key)) continue;
    const kind =
      job.kind === 'booking.request'
        ? 'request'
        : job.kind === 'booking.chase'
          ? chaseKind(request, settings)
          : changeKind(p.kind);
    steps.set(key, { kind, due_at: iso(job.run_at)! });
  }
  return steps;
}

/** What a request's next chase will do: another reminder while some are left, else the end of asking. */
function chaseKind(q: BookingRequest | undefined, settings: BookingSettings) {
  if (!q || q.purpose === 'cancel') return 'no_response' as const;
  const plan =
    q.purpose === 'modify' ? settings.modifyReminders(settingsKindOf[q.section]) : settings.reminders;
  const template = (q.purpose === 'modify' ? stepTemplates.modifyReminder : stepTemplates.reminder)[
    q.section
  ];
  const left = plan.enabled && plan.wait !== null && q.reminders_sent < plan.count;
  return template && left ? ('reminder' as const) : ('no_response' as const);
}
const changeKind = (k: unknown) => (k === 'withdraw' ? 'cancel' : (k as 'modify' | 'cancel' | 'comments'));
