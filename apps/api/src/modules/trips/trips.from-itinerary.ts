import { itineraryMessages } from '@trips/shared/modules/itineraries/itineraries.constants';
import type { ItineraryDetail, RoomPlan } from '@trips/shared/modules/itineraries/itineraries.schema';
import { tripCauseMessages as causeText } from '@trips/shared/modules/trips/trip-causes';
import {
  generalStatuses,
  type TripSection,
  transferTypeIds,
  tripMessages,
  tripSections,
} from '@trips/shared/modules/trips/trips.constants';
import {
  accommodationRowInput,
  otherServiceRowInput,
  type SaveTripInput,
  saveTripBody,
  transferRowInput,
} from '@trips/shared/modules/trips/trips.schema';
import type { Insertable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { TripsTable } from '../../db/tables/trips.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { loadItinerary } from '../itineraries/itineraries.read.ts';
import { firstActiveProvider, hotelListOf } from '../locations/priority-lists.repo.ts';
import { keepBagsWithParty } from '../transfers/auto-transfers.service.ts';
import { routeFirstProviders, routeKey } from '../transfers/routes.first.ts';
import { addDays, daysFrom } from './readiness/readiness.days.ts';
import { createTripRowsRepo } from './trip-rows.repo.ts';
import { rawOrThrow, tripNotFound } from './trips.load.ts';
import { present, type RawTrip } from './trips.presenter.ts';
import { createTripsRepo } from './trips.repo.ts';
import { saveTrip } from './trips.save.ts';
import { insertTrip } from './trips.service.ts';
import { throwIfAny } from './trips.validate.ts';

type Row = Record<string, unknown>;
type Rows = Pick<SaveTripInput, TripSection>;

export const itineraryNotFound = () => notFound(itineraryMessages.notFound);

/** A computed end day past the calendar's last (9999-12-31) is refused with 400, never stored. */
export function endWithin(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throwIfAny({ start_date: tripMessages.endPastCalendar });
  return day;
}

/** The rooms a party takes at a stage: its room plan for that size, else doubles for pairs and one single. */
export function roomsFor(plans: readonly RoomPlan[], party: number) {
  const plan = plans.find((p) => p.party === party);
  if (plan)
    return {
      individual_rooms: plan.individual_rooms,
      double_rooms: plan.double_rooms,
      twin_rooms: plan.twin_rooms,
      triple_rooms: plan.triple_rooms,
    };
  return {
    individual_rooms: party % 2,
    double_rooms: Math.floor(party / 2),
    twin_rooms: 0,
    triple_rooms: 0,
  };
}

/**
 * The rows an itinerary makes for a start day and a party, before pricing: a stay per stage at the first
 * active provider of its location's hotel (or superior) list, a people or luggage transfer per itinerary
 * transfer with the first provider of its route, a service per itinerary service. What cannot be found
 * stays empty (no provider), for the trip's readiness to name. Every row with a provider is for the booking
 * automation to request once the trip is Active (nothing is asked while it is Pending).
 */
export async function itineraryRows(
  db: Database,
  itinerary: ItineraryDetail,
  start: string,
  travellers: number,
): Promise<Rows> {
  const accommodations: SaveTripInput['accommodations'] = [];
  for (const stage of itinerary.stages) {
    const checkin = addDays(start, stage.day_offset);
    const list = hotelListOf(stage.accommodation_level_id);
    const provider = (await firstActiveProvider(db, stage.location_id, list))?.provider_id ?? null;
    accommodations.push(
      accommodationRowInput.parse({
        location_id: stage.location_id,
        checkin_date: checkin,
        checkout_date: addDays(checkin, stage.nights),
        provider_id: provider,
        is_send_email: provider !== null,
        people: travellers,
        ...roomsFor(stage.room_plans, travellers),
        meals_id: stage.meals_id,
        accommodation_level_id: stage.accommodation_level_id,
      }),
    );
  }
  /** The hotel a party sleeps in at a place the night before or after a day (a transfer's ends). */
  const hotelAt = (location: number, day: string, end: 'from' | 'to') =>
    accommodations.find(
      (a) => a.location_id === location && (end === 'from' ? a.checkout_date : a.checkin_date) === day,
    )?.provider_id ?? null;
  const transfersOf = async (kind: 'people' | 'luggage') => {
    const wanted = itinerary.transfers.filter((t) => t.kind === kind);
    const typeId = kind === 'people' ? transferTypeIds.normal : transferTypeIds.luggage;
    const firsts = await routeFirstProviders(db, wanted, typeId);
    return wanted.map((t) => {
      const date = addDays(start, t.day_offset);
      const provider = firsts.get(routeKey(t.from_location_id, t.to_location_id)) ?? null;
      return transferRowInput.parse({
        date,
        from_location_id: t.from_location_id,
        to_location_id: t.to_location_id,
        from_provider_id: hotelAt(t.from_location_id, date, 'from'),
        to_provider_id: hotelAt(t.to_location_id, date, 'to'),
        provider_id: provider,
        is_send_email: provider !== null,
        people: travellers,
        luggage: kind === 'luggage' ? travellers : 0,
      });
    });
  };
  const services = await createTripRowsRepo(db).services(itinerary.services.map((s) => s.service_id));
  const other_services = itinerary.services.map((s) => {
    const day = addDays(start, s.day_offset);
    return otherServiceRowInput.parse({
      service_id: s.service_id,
      provider_id: s.provider_id,
      is_send_email: true,
      service_type_id: services.get(s.service_id)?.service_type_id ?? null,
      from_date: day,
      to_date: day,
      people: travellers * s.units,
    });
  });
  return {
    accommodations,
    luggage_transfers: await transfersOf('luggage'),
    normal_transfers: await transfersOf('people'),
    other_services,
  };
}

/** The save body of a trip as it stands: its information and rows, nothing changed. */
export function bodyOf(raw: RawTrip): SaveTripInput {
  const { trip, ...rows } = present(raw);
  const tag_ids = trip.tags.map((t) => t.id);
  return saveTripBody.parse({ ...rows, version: trip.version, trip: { ...trip, tag_ids } });
}

const noneDeleted = (): SaveTripInput['deleted'] => ({
  accommodations: [],
  luggage_transfers: [],
  normal_transfers: [],
  other_services: [],
});

/** The trip has luggage transfers when the bags follow the party into any stage after the first. */
const bagsFollow = (itinerary: ItineraryDetail) => itinerary.stages.slice(1).some((s) => s.luggage);

/**
 * The luggage chain creates a row for every change of place and cannot skip one: a stage whose bags do not
 * follow is honoured by deleting the row the chain made into it, which the chain keeps as a dismissal marked
 * as the itinerary's (no new row, no readiness problem; staff can still restore it). A second save, in the
 * same transaction.
 */
async function honourLuggageOff(
  trx: Database,
  userId: number | null,
  itinerary: ItineraryDetail,
  start: string,
  after: RawTrip,
): Promise<RawTrip> {
  if (!after.trip.luggage_transfers) return after;
  const off = itinerary.stages
    .slice(1)
    .filter((s) => !s.luggage)
    .map((s) => ({ to: s.location_id, date: addDays(start, s.day_offset) }));
  const automatic = (r: Row) => r.is_open_auto_transfer_from && r.is_open_auto_transfer_to;
  const unwanted = after.luggage_transfers.filter(
    (r) => automatic(r) && off.some((o) => o.to === r.to_location_id && o.date === r.date),
  );
  if (unwanted.length === 0) return after;
  const body = bodyOf(after);
  const ids = new Set(unwanted.map((r) => r.id));
  body.luggage_transfers = body.luggage_transfers.filter((r) => !ids.has(r.id!));
  body.deleted = { ...noneDeleted(), luggage_transfers: [...ids] };
  const cause = { action: 'update', subject: causeText.madeFromItinerary(itinerary.name) };
  const kept = await saveTrip(trx, userId, after.trip.id, body, cause);
  await keepBagsWithParty(trx, after.trip.id, [...ids] as number[]);
  return kept;
}

/**
 * A new trip made from an itinerary, in the caller's transaction: created as a new trip is (Pending, its
 * history, owner notice and readiness), its holiday and trip type from the itinerary unless `values` gives
 * them, its end after the itinerary's nights; then its rows are written through the trip's one save, so
 * they are priced by the rates of those dates, the luggage chain is followed and bookings planned.
 */
export async function insertTripFromItinerary(
  trx: Database,
  userId: number | null,
  input: {
    itinerary_id: number;
    start_date: string;
    travellers: number;
    values: Partial<Insertable<TripsTable>> & { trip_name: string };
  },
): Promise<RawTrip> {
  const itinerary = await loadItinerary(trx, input.itinerary_id);
  if (!itinerary) throw itineraryNotFound();
  const { start_date: start, travellers } = input;
  const stages = itinerary.stages;
  const created = await insertTrip(trx, userId, {
    holiday_id: itinerary.holiday_id,
    holiday_name: itinerary.name,
    trip_type_id: itinerary.trip_type_id,
    branding_id: itinerary.branding_ids.length === 1 ? itinerary.branding_ids[0]! : null,
    start_location_id: stages[0]?.location_id ?? null,
    end_location_id: stages.at(-1)?.location_id ?? null,
    luggage_transfers: bagsFollow(itinerary),
    ...withoutEmpty(input.values),
    itinerary_id: itinerary.id,
    start_date: start,
    end_date: endWithin(addDays(start, itinerary.nights)),
    travellers,
    general_status_id: input.values.general_status_id ?? generalStatuses.pending,
  });
  const body = { ...bodyOf(created), ...(await itineraryRows(trx, itinerary, start, travellers)) };
  const cause = { action: 'update', subject: causeText.madeFromItinerary(itinerary.name) };
  const after = await saveTrip(trx, userId, created.trip.id, body, cause);
  return honourLuggageOff(trx, userId, itinerary, start, after);
}

/** Values given leave the itinerary's where they are empty (a null place, a blank holiday name). */
const withoutEmpty = <T extends Row>(values: T) =>
  Object.fromEntries(
    Object.entries(values).filter(([, v]) => v !== null && v !== undefined && v !== ''),
  ) as T;

/** Whether a row of the trip is one its itinerary makes (replaced on a re-plan); other rows are staff's. */
function madeBy(itinerary: ItineraryDetail) {
  const pairs = (kind: 'people' | 'luggage') =>
    new Set(
      itinerary.transfers
        .filter((t) => t.kind === kind)
        .map((t) => routeKey(t.from_location_id, t.to_location_id)),
    );
  const people = pairs('people');
  const luggage = pairs('luggage');
  const places = new Set(itinerary.stages.map((s) => s.location_id));
  const services = new Set(itinerary.services.map((s) => s.service_id));
  const pair = (r: Row) => routeKey(Number(r.from_location_id), Number(r.to_location_id));
  return (section: TripSection, r: Row) => {
    if (section === 'accommodations') return places.has(Number(r.location_id));
    if (section === 'normal_transfers') return people.has(pair(r));
    if (section === 'luggage_transfers')
      return !r.is_open_auto_transfer_from && !r.is_open_auto_transfer_to && luggage.has(pair(r));
    return services.has(Number(r.service_id));
  };
}

/** A row's days moved by `days` (a row the luggage chain keeps is left to follow the stays). */
export function shifted(section: TripSection, row: Row, days: number): Row {
  const fields =
    section === 'accommodations'
      ? ['checkin_date', 'checkout_date', 'free_cancellation_date']
      : section === 'other_services'
        ? ['from_date', 'to_date']
        : ['date'];
  const out = { ...row };
  for (const f of fields) if (typeof out[f] === 'string') out[f] = addDays(out[f] as string, days);
  return out;
}

/**
 * Plans a trip made from an itinerary again for a new start day or party, before it is Active: the rows the
 * itinerary made are replaced by its plan for the new values (through the one save, priced again), staff's
 * own rows move with the start day, the luggage chain's rows follow the new stays.
 */
export async function replanTrip(
  trx: Database,
  userId: number | null,
  id: number,
  change: { version: number; start_date: string; travellers: number },
): Promise<RawTrip> {
  const repo = createTripsRepo(trx);
  if (!(await repo.lock(id))) throw tripNotFound();
  const raw = await rawOrThrow(trx, id);
  const { trip } = raw;
  // A refusal carries the trip as it stands, as a stale save's does.
  const refuse = (message: string) => conflict(message, { current: present(raw) });
  if (trip.itinerary_id === null) throw refuse(tripMessages.notFromItinerary);
  if (Number(trip.general_status_id) !== generalStatuses.pending) throw refuse(tripMessages.replanNotPending);
  const itinerary = await loadItinerary(trx, trip.itinerary_id);
  if (!itinerary) throw itineraryNotFound();
  const days = daysFrom(trip.start_date, change.start_date);
  const made = madeBy(itinerary);
  const body = bodyOf(raw);
  const planned = await itineraryRows(trx, itinerary, change.start_date, change.travellers);
  const deleted = noneDeleted();
  for (const section of tripSections) {
    const kept: Row[] = [];
    for (const r of body[section] as Row[]) {
      if (made(section, r)) deleted[section].push(r.id as number);
      else if (
        section === 'luggage_transfers' &&
        (r.is_open_auto_transfer_from || r.is_open_auto_transfer_to)
      )
        kept.push(r);
      else kept.push(shifted(section, r, days));
    }
    (body[section] as Row[]) = [...(planned[section] as Row[]), ...kept];
  }
  body.deleted = deleted;
  body.version = change.version;
  body.trip = {
    ...body.trip,
    start_date: change.start_date,
    // The itinerary's end, or later when staff made the trip longer.
    end_date: endWithin(
      [addDays(trip.end_date, days), addDays(change.start_date, itinerary.nights)].sort()[1]!,
    ),
    travellers: change.travellers,
  };
  const cause = { action: 'update', subject: causeText.replanned(itinerary.name) };
  const after = await saveTrip(trx, userId, id, body, cause);
  return honourLuggageOff(trx, userId, itinerary, change.start_date, after);
}
