import { generalStatuses } from '@trips/shared/modules/trips/trips.constants';
import { langOfLanguageId } from '@trips/shared/modules/vouchers/vouchers.constants';
import { bookingRecord } from '@trips/shared/settings/record-groups';
import type { TemplateSlug } from '@trips/shared/templates/registry';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { createOutboxRepo } from '../../engine/outbox/outbox.repo.ts';
import { readSettings } from '../../engine/settings/read-settings.ts';
import { sendingBrandOf } from '../brandings/index.ts';
import { createEmailTemplatesService, senderOf } from '../email-templates/index.ts';
import { nightGaps } from '../hospedajes/index.ts';
import { loadRaw } from '../trips/index.ts';
import { documentsData } from '../vouchers/index.ts';

export const LINK_TEMPLATE: TemplateSlug = 'traveller-page-link';
const dayMs = 86_400_000;

/**
 * The emails a trip is due on `today`: the first when it is Active with details missing and none went yet,
 * then a reminder once each reminder day before the start is reached. Reminders already behind a later first
 * email are counted as sent, so a late activation sends one email, not three.
 */
export function dueEmails(sent: Set<string>, daysToStart: number, reminderDays: number[]) {
  const reminders = reminderDays.filter((d) => d > 0 && daysToStart <= d).map((d) => `reminder-${d}`);
  if (!sent.has('first')) return { send: 'first', record: ['first', ...reminders] };
  const due = reminders.filter((kind) => !sent.has(kind));
  return due.length ? { send: due.at(-1)!, record: due } : null;
}

/** Active trips yet to start with a customer email, and the link emails each has had. */
const candidates = (db: Database, today: string) =>
  db
    .selectFrom('trips as t')
    .select([
      't.id',
      sql<string>`to_char(t.start_date, 'YYYY-MM-DD')`.as('start_date'),
      sql<
        string[]
      >`coalesce((select array_agg(e.kind) from traveller_link_emails e where e.trip_id = t.id), '{}')`.as(
        'sent',
      ),
    ])
    .where('t.general_status_id', '=', generalStatuses.active)
    .where('t.start_date', '>', today)
    .where(sql<boolean>`trim(t.customer_email) <> ''`)
    .execute();

/**
 * Sends each due email: the trip's live link (made if none) to the customer, in the trip's language, through
 * the outbox; recorded with it in one transaction, so none goes twice.
 */
export async function sendLinkEmails(
  db: Database,
  today: string,
  linkOf: (tripId: number) => Promise<{ url: string; expires_at: string }>,
) {
  const settings = await readSettings(db, bookingRecord);
  const reminderDays = [
    settings.traveller_link_first_reminder_days,
    settings.traveller_link_second_reminder_days,
  ];
  let sent = 0;
  for (const trip of await candidates(db, today)) {
    const daysToStart = Math.round((Date.parse(trip.start_date) - Date.parse(today)) / dayMs);
    const due = dueEmails(new Set(trip.sent), daysToStart, reminderDays);
    if (!due || (await nightGaps(db, trip.id, today)).length === 0) continue;
    const link = await linkOf(trip.id);
    await db.transaction().execute(async (trx) => {
      const raw = await loadRaw(trx, trip.id);
      const brand = raw && (await sendingBrandOf(trx, raw.trip));
      if (!raw || !brand) return;
      const lang = langOfLanguageId(raw.trip.language_id as number | null);
      const data = { ...(await documentsData(trx, raw, '')), traveller_page: link };
      const email = await createEmailTemplatesService(trx).renderTemplate(LINK_TEMPLATE, brand, lang, data);
      await createOutboxRepo(trx).enqueue(trx, {
        channel: 'email',
        recipient: String(raw.trip.customer_email).trim(),
        subject: email.subject,
        body: email.text,
        html: email.html,
        ...senderOf(email),
        cc: email.cc,
        bcc: email.bcc,
        template_slug: LINK_TEMPLATE,
        about: { type: 'trip', id: trip.id },
      });
      await trx
        .insertInto('traveller_link_emails')
        .values(due.record.map((kind) => ({ trip_id: trip.id, kind, sent_at: new Date() })))
        .onConflict((oc) => oc.columns(['trip_id', 'kind']).doNothing())
        .execute();
      sent++;
    });
  }
  return sent;
}
