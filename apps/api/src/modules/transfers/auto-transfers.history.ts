import type { Database } from '../../db/database.ts';
import { recordChange } from '../../engine/audit/audit.ts';
import type { Leg } from './auto-transfers.chain.ts';
import type { AutoChoice } from './auto-transfers.choose.ts';
import { createAutoTransfersRepo, type LuggageRow } from './auto-transfers.repo.ts';

const label = (row: LuggageRow) => `Luggage transfer #${row.id}`;

/**
 * The trip history's account of what the system did to its luggage rows and why (action `auto_transfer`,
 * beside the save's own row entries): "Luggage transfer #12: created automatically (Pamplona → Estella,
 * route priority 1)".
 */
export async function createAutoStory(
  trx: Database,
  userId: number | null,
  tripId: number,
  legs: readonly Leg[],
  rows: readonly LuggageRow[],
) {
  const repo = createAutoTransfersRepo(trx);
  const places = [...legs.flatMap((l) => [l.from_location_id, l.to_location_id])];
  for (const r of rows) places.push(...[r.from_location_id, r.to_location_id].filter((x) => x !== null));
  const { locations } = await repo.names([...new Set(places)], []);
  const route = (leg: Leg) =>
    `${locations.get(leg.from_location_id) ?? '?'} → ${locations.get(leg.to_location_id) ?? '?'}`;
  const providerName = async (id: number) => (await repo.names([], [id])).providers.get(id) ?? `#${id}`;
  let count = 0;
  const write = async (subject: string, after: Record<string, unknown>) => {
    count++;
    await recordChange(trx, {
      entity: 'trip',
      entityId: tripId,
      action: 'auto_transfer',
      userId,
      subject,
      before: null,
      after,
    });
  };
  return {
    count: () => count,
    async created(row: LuggageRow, leg: Leg, choice: AutoChoice) {
      const provider = await providerName(choice.provider_id);
      await write(`${label(row)}: created automatically (${route(leg)}, route priority ${choice.priority})`, {
        provider,
        date: leg.date,
      });
    },
    async moved(row: LuggageRow, leg: Leg, choice: AutoChoice | null, fields: string[]) {
      const why = choice ? `, route priority ${choice.priority}` : '';
      await write(`${label(row)}: follows the hotel chain (${route(leg)}${why})`, {
        fields: fields.join(', '),
      });
    },
    async edited(row: LuggageRow, fields: string[]) {
      await write(`${label(row)}: edited by hand, the system no longer changes what was edited`, {
        fields: fields.join(', '),
      });
    },
    async retired(row: LuggageRow, why: string, removed: boolean) {
      await write(`${label(row)}: ${removed ? 'removed' : 'cancelled'} automatically, ${why}`, {
        date: row.date,
      });
    },
  };
}
export type AutoStory = Awaited<ReturnType<typeof createAutoStory>>;
