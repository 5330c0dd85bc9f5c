import { serviceStatus } from '@trips/shared/modules/bookings/bookings.constants';
import { tripCauseMessages as cause } from '@trips/shared/modules/trips/trip-causes';
import { cancelledServiceStatusIds } from '@trips/shared/modules/trips/trips.constants';
import type { Database } from '../../db/database.ts';
import { applyDismissals, type Leg, legKey, legsOf } from './auto-transfers.chain.ts';
import { type AutoChoice, chooseProvider } from './auto-transfers.choose.ts';
import { readHandEdits, writtenOf } from './auto-transfers.edits.ts';
import { createAutoStory } from './auto-transfers.history.ts';
import { createAutoTransfersRepo, type LuggageRow, type Marker } from './auto-transfers.repo.ts';
import { createAutoWriter } from './auto-transfers.write.ts';

type Flags = { is_open_auto_transfer_from: boolean; is_open_auto_transfer_to: boolean };

const cancelled = (r: LuggageRow) => cancelledServiceStatusIds.includes(r.trip_service_status_id);
const fullyOpen = (r: LuggageRow) => r.is_open_auto_transfer_from && r.is_open_auto_transfer_to;
/** Rows the provider was not asked about yet: removing them needs no cancellation. */
const unasked = (r: LuggageRow) =>
  r.trip_service_status_id === serviceStatus.ok || r.trip_service_status_id === serviceStatus.pending;

/**
 * Runs in the trip's save, after its rows are written (issue 17 item 3): a trip with luggage transfers gets
 * one luggage row per change of place in its hotel chain, with the highest-priority automated provider of
 * the route (priced; the trips module then computes the trip's figures); rows the system created follow the chain while their `is_open_auto_transfer_*` flags allow;
 * a hand edit closes the flags of what it changed and is left alone; a change of place whose row staff
 * deleted gets no new one until they restore it. Answers whether anything changed.
 */
export async function followLuggageChain(
  trx: Database,
  userId: number | null,
  tripId: number,
  before: { luggage_transfers: Record<string, unknown>[] } | null,
): Promise<boolean> {
  const repo = createAutoTransfersRepo(trx);
  const trip = await repo.trip(tripId);
  if (!trip?.luggage_transfers) return false;
  const bags = trip.travellers;
  const rows = await repo.luggageRows(tripId);
  const rowIds = new Set(rows.map((r) => r.id));
  const allMarkers = await repo.markers(tripId);
  const markers = new Map(allMarkers.filter((m) => rowIds.has(m.transfer_id)).map((m) => [m.transfer_id, m]));
  // A marker outlives its row only when staff deleted the row (the system drops the marker of a row it removes).
  const dismissed = allMarkers.filter((m) => !rowIds.has(m.transfer_id));
  const legs = legsOf(await repo.stays(tripId));
  const story = await createAutoStory(trx, userId, tripId, legs, rows, dismissed);
  for (const m of dismissed.filter((d) => !d.dismissed_at)) {
    await repo.dismiss(m.transfer_id);
    await story.deleted(m);
  }
  const writer = createAutoWriter(trx, tripId, rows);
  const flagsBefore = new Map(before?.luggage_transfers.map((r) => [r.id as number, r as unknown as Flags]));

  for (const row of rows) {
    const marker = markers.get(row.id);
    if (!marker || cancelled(row) || !(row.is_open_auto_transfer_from || row.is_open_auto_transfer_to))
      continue;
    const edits = readHandEdits(row, marker.written, flagsBefore.get(row.id));
    if (edits.reopened) marker.edited_fields = [];
    if (edits.fields.length === 0) continue;
    row.is_open_auto_transfer_from = edits.from;
    row.is_open_auto_transfer_to = edits.to;
    marker.edited_fields = [...new Set([...marker.edited_fields, ...edits.fields])];
    await repo.setFlags(row.id, edits.from, edits.to);
    await repo.saveMarker(tripId, marker);
    await story.edited(row, edits.fields);
  }

  const rateRows = await repo.autoRateRows(legs);
  const choose = (leg: Leg) =>
    chooseProvider(rateRows.get(legKey(leg.from_location_id, leg.to_location_id)) ?? [], leg, bags);

  /** A row the system may still change takes the leg's values for each open end. */
  async function follow(row: LuggageRow, marker: Marker, leg: Leg) {
    const both = fullyOpen(row);
    const choice = both ? choose(leg) : null;
    if (both && !choice) return retire(row, cause.noAutomatedProvider);
    const changed = await writer.follow(row, leg, choice, bags);
    await repo.saveMarker(tripId, {
      ...marker,
      leg_from_location_id: leg.from_location_id,
      leg_to_location_id: leg.to_location_id,
      written: writtenOf(row),
      ...(choice ? markerChoice(choice) : {}),
    });
    if (changed.length > 0) await story.moved(row, leg, choice, changed);
  }

  async function create(leg: Leg) {
    const choice = choose(leg);
    if (!choice) return;
    const row = await writer.create(leg, choice, bags);
    await repo.saveMarker(tripId, {
      transfer_id: row.id,
      leg_from_location_id: leg.from_location_id,
      leg_to_location_id: leg.to_location_id,
      written: writtenOf(row),
      edited_fields: [],
      ...markerChoice(choice),
    });
    await story.created(row, leg, choice);
  }

  async function retire(row: LuggageRow, why: string) {
    if (unasked(row)) {
      await writer.remove(row);
      await repo.dropMarker(row.id);
    } else await writer.cancel(row, why);
    await story.retired(row, why, unasked(row));
  }

  const used = new Set<number>();
  const waiting: Leg[] = [];
  for (const leg of legs) {
    const key = legKey(leg.from_location_id, leg.to_location_id);
    const free = rows.filter((r) => !used.has(r.id));
    const own = free.find((r) => {
      const m = markers.get(r.id);
      return m && legKey(m.leg_from_location_id, m.leg_to_location_id) === key;
    });
    // A row staff made for this change of place covers it: the system adds none beside it.
    const covering =
      own ??
      free.find(
        (r) => r.from_location_id === leg.from_location_id && r.to_location_id === leg.to_location_id,
      );
    if (!covering) waiting.push(leg);
    else {
      used.add(covering.id);
      if (own && !cancelled(own) && (own.is_open_auto_transfer_from || own.is_open_auto_transfer_to))
        await follow(own, markers.get(own.id)!, leg);
    }
  }
  const kept = applyDismissals(legs, waiting, dismissed);
  for (const m of kept.forgotten) {
    await repo.dropMarker(m.transfer_id);
    await story.forgotten(m);
  }
  const spare = rows
    .filter((r) => !used.has(r.id) && markers.has(r.id) && fullyOpen(r) && !cancelled(r))
    .sort((a, b) => String(a.date).localeCompare(String(b.date)));
  for (const leg of kept.waiting) {
    const row = spare.shift();
    if (row) await follow(row, markers.get(row.id)!, leg);
    else await create(leg);
  }
  for (const row of spare) await retire(row, cause.chainMovedOn);
  return story.count() > 0;
}

const markerChoice = (c: AutoChoice) => ({
  route_provider_id: c.route_provider_id,
  rate_row_id: c.rate_row_id,
  priority: c.priority,
});
