import { tripCauseMessages as cause } from '@trips/shared/modules/trips/trip-causes';
import type { Database } from '../../db/database.ts';
import { recordChange } from '../../engine/audit/audit.ts';
import type { Leg } from './auto-transfers.chain.ts';
import type { AutoChoice } from './auto-transfers.choose.ts';
import { createAutoTransfersRepo, type LuggageRow, type Marker } from './auto-transfers.repo.ts';

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
  markers: readonly Marker[] = [],
) {
  const repo = createAutoTransfersRepo(trx);
  const places = [...legs.flatMap((l) => [l.from_location_id, l.to_location_id])];
  for (const r of rows) places.push(...[r.from_location_id, r.to_location_id].filter((x) => x !== null));
  for (const m of markers) places.push(m.leg_from_location_id, m.leg_to_location_id);
  const { locations } = await repo.names([...new Set(places)], []);
  const route = (leg: Pick<Leg, 'from_location_id' | 'to_location_id'>) =>
    `${locations.get(leg.from_location_id) ?? '?'} → ${locations.get(leg.to_location_id) ?? '?'}`;
  const legOf = (m: Marker) => ({
    from_location_id: m.leg_from_location_id,
    to_location_id: m.leg_to_location_id,
  });
  const markerLabel = (m: Marker) => `Luggage transfer #${m.transfer_id}`;
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
  const markerEntry = (marker: Marker, what: (route: string) => string) =>
    write(`${markerLabel(marker)}: ${what(route(legOf(marker)))}`, { date: marker.written.date ?? null });
  return {
    count: () => count,
    async created(row: LuggageRow, leg: Leg, choice: AutoChoice) {
      const provider = await providerName(choice.provider_id);
      await write(`${label(row)}: ${cause.autoCreated(route(leg), String(choice.priority))}`, {
        provider,
        date: leg.date,
      });
    },
    async moved(row: LuggageRow, leg: Leg, choice: AutoChoice | null, fields: string[]) {
      const follows = choice
        ? cause.followsChainAt(route(leg), String(choice.priority))
        : cause.followsChain(route(leg));
      await write(`${label(row)}: ${follows}`, {
        fields: fields.join(', '),
      });
    },
    async edited(row: LuggageRow, fields: string[]) {
      await write(`${label(row)}: ${cause.editedByHand}`, {
        fields: fields.join(', '),
      });
    },
    async retired(row: LuggageRow, why: string, removed: boolean) {
      const what = removed ? cause.removedAutomatically(why) : cause.cancelledAutomatically(why);
      await write(`${label(row)}: ${what}`, {
        date: row.date,
      });
    },
    /** Staff deleted an automatic row: its change of place gets no new one. */
    deleted: (marker: Marker) => markerEntry(marker, cause.deletedByHand),
    /** Staff brought a deleted change of place back to the system. */
    restored: (marker: Marker) => markerEntry(marker, cause.restored),
    /** The change of place of a deleted row is gone from the hotel chain: nothing is left to keep away. */
    forgotten: (marker: Marker) => markerEntry(marker, cause.deletionForgotten),
  };
}
export type AutoStory = Awaited<ReturnType<typeof createAutoStory>>;
