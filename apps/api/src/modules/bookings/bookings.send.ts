import { systemTaskMessages as task } from '@trips/shared/modules/tasks/system-tasks';
import { taskObjectTypes } from '@trips/shared/modules/tasks/tasks.constants';
import type { TemplateSlug } from '@trips/shared/templates/registry';
import type { Database } from '../../db/database.ts';
import { createOutboxRepo } from '../../engine/outbox/outbox.repo.ts';
import { blankMarks, describeMarks } from '../../engine/templates/blanks.ts';
import { sendingBrandOf } from '../brandings/index.ts';
import { createEmailTemplatesService, senderOf } from '../email-templates/index.ts';
import { raiseSystemTask } from '../tasks/index.ts';
import { changeTrip, sections } from '../trips/index.ts';
import { type Lang, templateData } from './bookings.data.ts';
import { createBookingsRepo } from './bookings.repo.ts';
import type { BookingRow } from './bookings.rows.ts';
import type { BookingSettings } from './bookings.settings.ts';
import { outboxSubjectOf } from './bookings.slugs.ts';
import { startOf } from './bookings.time.ts';

/** A booking step that cannot go on until staff fix something (no booking email, no brand, a bad text). */
export class BookingProblem extends Error {}

/** An email held because a value in it is blank: not queued, and staff already have a task about it. */
export class EmailHeld extends BookingProblem {}

export interface StepContext {
  trx: Database;
  now: Date;
  settings: BookingSettings;
  /** The company's time zone: what 'today' and sending days mean. */
  timeZone: string;
  /** Who acts: a staff member's action, or null for the automation itself. */
  userId?: number | null;
  /** `{PUBLIC_URL}/provider-response/{token}` for a request id. */
  linkOf(requestId: number, expiresAt: Date): string;
}

/** The brand the email goes out under (templates and accounts belong to a brand). */
async function brandOf(trx: Database, b: BookingRow): Promise<number> {
  const brand = await sendingBrandOf(trx, b.trip);
  if (!brand) throw new BookingProblem('No active brand to send from.');
  return brand;
}

const render = async (ctx: StepContext, b: BookingRow, slug: TemplateSlug, lang: Lang, extra: object) => {
  const facts = b.provider
    ? await createBookingsRepo(ctx.trx).facts(b.section, Number(b.row.id), Number(b.provider.id))
    : undefined;
  const data = { ...templateData(b, lang, ctx.settings, facts), ...extra };
  try {
    return await createEmailTemplatesService(ctx.trx).renderTemplate(
      slug,
      await brandOf(ctx.trx, b),
      lang,
      data,
    );
  } catch (error) {
    if (error instanceof BookingProblem) throw error;
    throw new BookingProblem(`The template ${slug} could not be written: ${(error as Error).message}`);
  }
};

/**
 * Writes a booking email into the outbox: to the provider's booking address, or in test mode to the
 * brand's own account, marked as a test. Answers the outbox id.
 */
export async function sendBookingEmail(
  ctx: StepContext,
  b: BookingRow,
  slug: TemplateSlug,
  lang: Lang,
  extra: object,
) {
  const email = await render(ctx, b, slug, lang, extra);
  await holdIfBlank(ctx, b, slug, email);
  const test = ctx.settings.testMode;
  const recipient = test
    ? await accountAddress(ctx.trx, email.email_account_id)
    : String(b.provider?.booking_email ?? '').trim();
  if (!recipient)
    throw new BookingProblem(
      test
        ? 'Test mode is on and the brand has no email account to send to.'
        : 'The provider has no booking email.',
    );
  const row = await createOutboxRepo(ctx.trx).enqueue(ctx.trx, {
    channel: 'email',
    recipient,
    subject: test ? `[TEST] ${email.subject}` : email.subject,
    body: test ? `TEST — for ${String(b.provider?.booking_email ?? '')}\n\n${email.text}` : email.text,
    html: email.html,
    ...senderOf(email),
    cc: test ? [] : email.cc,
    bcc: test ? [] : email.bcc,
    template_slug: slug,
    about: { type: outboxSubjectOf[b.section], id: Number(b.row.id) },
  });
  return row.id;
}

/** The trip as a task names it: its name and the booking reference people quote. */
const tripLabel = (b: BookingRow) =>
  `${String(b.trip.trip_name ?? '').trim()} (${String(b.trip.booking_reference ?? '')})`.trim();

/**
 * An email with the mark of an empty value (blanks.ts) is not sent: staff get a task naming the template,
 * the trip and what was blank, and the step stops with `EmailHeld`.
 */
async function holdIfBlank(
  ctx: StepContext,
  b: BookingRow,
  slug: TemplateSlug,
  email: { subject: string; text: string },
) {
  const marks = blankMarks(email.subject, email.text);
  // The booking's dates are never left out, even where a template would leave their line out.
  const end = b.section === 'accommodations' ? b.row.checkout_date : true;
  if (!startOf(b) || !end) marks.push({ what: 'the booking without its dates', line: rowLabel(b) });
  if (marks.length === 0) return;
  const what = describeMarks(marks);
  await bookingTask(
    ctx,
    b,
    task.emailHeld(slug, tripLabel(b)),
    `The email ${slug} to ${String(b.provider?.commercial_name ?? 'the provider')} (${rowLabel(b)}) was not sent because a value in it is blank:\n${what}\n\nFill in what is missing (or correct the template), then send it again.\n\n${email.subject}\n\n${email.text}`,
  );
  throw new EmailHeld(`The email ${slug} was held: ${marks.map((m) => m.what).join('; ')}.`);
}

async function accountAddress(trx: Database, accountId: number | null) {
  if (!accountId) return '';
  const account = await trx
    .selectFrom('email_accounts')
    .select('email')
    .where('id', '=', accountId)
    .executeTakeFirst();
  return account?.email ?? '';
}

/** A phone script: the template's plain text, for a task's information. */
export async function phoneScript(
  ctx: StepContext,
  b: BookingRow,
  slug: TemplateSlug,
  lang: Lang,
  extra: object,
) {
  return (await render(ctx, b, slug, lang, extra)).text;
}

export const rowLabel = (b: BookingRow) => `${sections[b.section].label} #${b.row.id}`;

/** A task about the trip for its operations owner (else its creator, else the first admin), who is told. */
export async function bookingTask(ctx: StepContext, b: BookingRow, subject: string, information: string) {
  await raiseSystemTask(ctx.trx, {
    owner: { userId: b.owner?.id ? Number(b.owner.id) : null },
    subject,
    information,
    deadline: ctx.now.toISOString().slice(0, 10),
    about: { typeId: taskObjectTypes.trip, id: Number(b.trip.id) },
  });
}

/**
 * The automation's change of a row, through the trips module: the trip's figures follow, its version moves
 * (an open editor then reloads or gets the usual 409) and its history records the change with the reason.
 */
export async function updateRow(
  ctx: StepContext,
  b: BookingRow,
  values: Record<string, unknown>,
  why: string,
) {
  const cause = { userId: ctx.userId ?? null, action: 'booking', subject: `${rowLabel(b)}: ${why}` };
  const row = { section: b.section, id: Number(b.row.id), values };
  await changeTrip(ctx.trx, Number(b.trip.id), cause, { rows: [row] }, ctx.now);
  Object.assign(b.row, values);
}
