import { serviceStatus } from '@trips/shared/modules/bookings/bookings.constants';
import { systemTaskMessages } from '@trips/shared/modules/tasks/system-tasks';
import { taskObjectTypes } from '@trips/shared/modules/tasks/tasks.constants';
import { tripCauseMessages as causeText } from '@trips/shared/modules/trips/trip-causes';
import { generalStatuses } from '@trips/shared/modules/trips/trips.constants';
import { voucherFileName, voucherStatus } from '@trips/shared/modules/vouchers/vouchers.constants';
import type { TemplateSlug } from '@trips/shared/templates/registry';
import type { Database } from '../../db/database.ts';
import { storePdf } from '../../engine/documents/index.ts';
import { createOutboxRepo } from '../../engine/outbox/outbox.repo.ts';
import type { Storage } from '../../engine/storage/storage.ts';
import { blankMarks, describeMarks } from '../../engine/templates/blanks.ts';
import { sendingBrandOf } from '../brandings/index.ts';
import { createEmailTemplatesService, senderOf } from '../email-templates/index.ts';
import { raiseSystemTask } from '../tasks/index.ts';
import { changeTrip, createTripsRepo, loadRaw, type RawTrip } from '../trips/index.ts';
import { createVouchersRepo } from './vouchers.repo.ts';
import { generateVouchers } from './vouchers.service.ts';

export const DOCUMENTS_TEMPLATE: TemplateSlug = 'customer-documents';
export type SendReason = 'first' | 'resend';

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** Whether the reason still holds: the first sending of an active trip before any, a re-send while one is needed. */
export function stillWanted(trip: Record<string, unknown>, reason: SendReason) {
  const general = Number(trip.general_status_id);
  if (general === generalStatuses.cancelled) return false;
  const status = Number(trip.voucher_status_id);
  if (reason === 'first') return status === voucherStatus.notSent && general === generalStatuses.active;
  return status === voucherStatus.resendNeeded && trip.is_update_on_trip_changes === true;
}

/** Services a voucher would show (cancelled ones are left out). */
export const voucherRows = (raw: RawTrip) =>
  (['accommodations', 'luggage_transfers', 'normal_transfers', 'other_services'] as const).flatMap((s) =>
    raw[s].filter((r) => Number(r.trip_service_status_id) !== serviceStatus.cancelled),
  );

/** What the customer's documents email reads about the trip. */
export async function documentsData(trx: Database, raw: RawTrip, fileName: string) {
  const t = raw.trip;
  const owner = t.operations_owner_id
    ? await trx
        .selectFrom('users_view')
        .select(['first_name', 'last_name', 'email', 'phone'])
        .where('id', '=', Number(t.operations_owner_id))
        .executeTakeFirst()
    : undefined;
  return {
    trip: {
      name: str(t.trip_name),
      reference: str(t.booking_reference),
      start_date: str(t.start_date),
      end_date: str(t.end_date),
      travellers: Number(t.travellers ?? 0),
    },
    customer: {
      first_name: str(t.customer_first_name),
      last_name: str(t.customer_last_name),
      full_name: `${str(t.customer_first_name)} ${str(t.customer_last_name)}`.trim(),
    },
    staff: {
      full_name: owner ? `${owner.first_name} ${owner.last_name}`.trim() : '',
      first_name: str(owner?.first_name),
      email: str(owner?.email),
      phone: str(owner?.phone),
    },
    documents: { vouchers_file: fileName, dossier_url: str(t.dossier_url).trim() },
  };
}

async function brandOf(trx: Database, trip: Record<string, unknown>) {
  const brand = await sendingBrandOf(trx, trip);
  if (!brand) throw new Error('No active brand to send the documents from.');
  return brand;
}

/**
 * Sends the customer their documents: vouchers generated afresh (attached; the email keeps its own copy of the
 * file) and the dossier link, from the brand's account through the outbox; the trip's voucher status becomes
 * Sent. Does nothing when the reason no longer holds; throws (the job retries) when the trip cannot be sent.
 */
export async function sendDocuments(
  db: Database,
  storage: Storage,
  tripId: number,
  reason: SendReason,
  now: Date,
) {
  const raw = await loadRaw(db, tripId);
  if (!raw || !stillWanted(raw.trip, reason)) return false;
  const recipient = str(raw.trip.customer_email).trim();
  if (!recipient) throw new Error('The trip has no customer email to send the documents to.');
  if (voucherRows(raw).length === 0) throw new Error('The trip has no services to put on a voucher.');
  const { bytes, lang } = await generateVouchers(db, storage, raw, null, now);
  const fileName = voucherFileName(tripId, lang);
  const attachment = await storePdf(storage, 'outbox', bytes);
  let queued = false;
  try {
    queued = await queueEmail(db, tripId, reason, recipient, { attachment, fileName, lang, now });
    return queued;
  } finally {
    // A file no message refers to (the documents went out meanwhile, or the step failed) is not kept.
    if (!queued) await storage.delete(attachment).catch(() => {});
  }
}

async function heldForBlanks(
  trx: Database,
  trip: Record<string, unknown>,
  email: { subject: string; text: string },
) {
  const marks = blankMarks(email.subject, email.text);
  if (marks.length === 0) return false;
  const label = `${str(trip.trip_name).trim()} (${str(trip.booking_reference)})`;
  await raiseSystemTask(trx, {
    owner: { userId: Number(trip.operations_owner_id ?? trip.created_user_id) || null },
    subject: systemTaskMessages.emailHeld(DOCUMENTS_TEMPLATE, label),
    information: `The customer's documents email was not sent because a value in it is blank:\n${describeMarks(marks)}\n\nFill in what is missing (or correct the template); the documents go out at the next sending.\n\n${email.subject}\n\n${email.text}`,
    deadline: new Date().toISOString().slice(0, 10),
    about: { typeId: taskObjectTypes.trip, id: Number(trip.id) },
  });
  return true;
}

interface Documents {
  attachment: string;
  fileName: string;
  lang: Awaited<ReturnType<typeof generateVouchers>>['lang'];
  now: Date;
}

/** The email with its stored file, queued if the reason still holds once the trip is locked. */
function queueEmail(
  db: Database,
  tripId: number,
  reason: SendReason,
  recipient: string,
  { attachment, fileName, lang, now }: Documents,
) {
  return db.transaction().execute(async (trx) => {
    if (!(await createTripsRepo(trx).lock(tripId))) return false;
    const current = await loadRaw(trx, tripId);
    if (!current || !stillWanted(current.trip, reason)) return false;
    const email = await createEmailTemplatesService(trx).renderTemplate(
      DOCUMENTS_TEMPLATE,
      await brandOf(trx, current.trip),
      lang,
      await documentsData(trx, current, fileName),
    );
    // An email with a blank value is held: staff get a task naming what was blank, nothing is queued.
    if (await heldForBlanks(trx, current.trip, email)) return false;
    await createOutboxRepo(trx).enqueue(trx, {
      channel: 'email',
      recipient,
      subject: email.subject,
      body: email.text,
      html: email.html,
      ...senderOf(email),
      cc: email.cc,
      bcc: email.bcc,
      attachments: [{ key: attachment, filename: fileName }],
      template_slug: DOCUMENTS_TEMPLATE,
      about: { type: 'trip', id: tripId },
    });
    await createVouchersRepo(trx).markSent(tripId, now);
    const cause = { userId: null, action: 'documents', subject: causeText.documentsSent(recipient) };
    await changeTrip(trx, tripId, cause, { flags: { voucher_status_id: voucherStatus.sent } }, now);
    return true;
  });
}
