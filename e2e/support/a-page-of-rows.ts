import type { Database } from '../../apps/api/src/db/database.ts';
import { generateInvoices } from '../../apps/api/src/db/seed/scale/invoices.ts';
import { generateLocations } from '../../apps/api/src/db/seed/scale/locations.ts';
import { generateProviders } from '../../apps/api/src/db/seed/scale/providers.ts';
import { generateTasks } from '../../apps/api/src/db/seed/scale/tasks.ts';
import { generateTransferRoutes } from '../../apps/api/src/db/seed/scale/transfer-routes.ts';
import { generateTrips } from '../../apps/api/src/db/seed/scale/trips.ts';
import { createOutboxRepo } from '../../apps/api/src/engine/outbox/outbox.repo.ts';

const quietly = () => {};

/** An email as the system writes them: a greeting, a link to follow, a code, lines longer than the preview. */
const emailBody = (n: number) =>
  [
    `Hello traveller ${n},`,
    '',
    'Your booking request has been received. Follow the link below to confirm the dates and the rooms:',
    `https://trips.example.com/provider-answer/${n}?token=${'a1b2c3d4'.repeat(6)}`,
    '',
    `Security code: ${String(100000 + n * 7919).slice(-6)}`,
    ...Array.from(
      { length: 12 },
      (_, i) => `Day ${i + 1}: a stage of the Camino with its hotel and luggage.`,
    ),
    '',
    'Kind regards,',
    'The operations team',
  ].join('\n');

/**
 * Lists as an office has them, more than a page each: locations, providers, trips with their rows, routes,
 * invoices and tasks generated as the scale seed does, and 100 outbox messages (emails with long texts, a
 * few SMS), so the accessibility walk meets what a full screen shows.
 */
export async function fillAPageOfRows(db: Database) {
  await generateLocations(db, 60, quietly);
  await generateProviders(db, 60, quietly);
  await generateTrips(db, 120, quietly);
  await generateTransferRoutes(db, 60, quietly);
  await generateInvoices(db, 60, quietly);
  await generateTasks(db, 120, quietly);
  const outbox = createOutboxRepo(db);
  for (let n = 1; n <= 100; n++)
    await outbox.enqueue(
      db,
      n % 10 === 0
        ? { channel: 'sms', recipient: `+3460000${String(n).padStart(4, '0')}`, body: `Your code is ${n}` }
        : {
            channel: 'email',
            recipient: `traveller${n}@example.com`,
            subject: `Booking request ${n}: Camino Francés, 8 nights`,
            body: emailBody(n),
          },
    );
}
