import type { TripSection } from '@trips/shared/modules/trips/trips.constants';
import type { Database } from '../../db/database.ts';
import type { NightGap } from '../hospedajes/index.ts';
import type { RawTrip } from './trips.presenter.ts';

/** The trip's own columns another module may set; everything else is the editor's. */
export interface TripFlags {
  voucher_status_id?: number;
}

/** Two places a transfer goes between. */
export interface RoutePair {
  from_location_id: number;
  to_location_id: number;
}

/** One message a provider gets from a change: a request, a modification, a cancellation… */
export interface PlannedMessage {
  provider_id: number;
  provider_name: string;
  kind: 'request' | 'phone' | 'modify' | 'cancel' | 'withdraw' | 'comments';
  section: TripSection;
  row_id: number;
  /** What a modification changes, `label: old → new`, in the reader's language. */
  lines: string[];
}

/** A status a row must wait in, as the booking plan answers it (the trips module writes it). */
export interface RowStatus {
  section: TripSection;
  id: number;
  status: number;
}

/** A job a change left waiting, as the preview reads it. */
export interface PlannedJob {
  kind: string;
  payload: Record<string, unknown>;
  run_at: Date | string;
}

/**
 * What other modules do when a trip changes, owned here and registered at start-up (`wireTripSteps`), so
 * the trips module calls them without importing them: transfers keep the luggage chain, bookings plan what
 * providers are told, vouchers plan the customer's documents, and the readiness reads their gaps.
 */
export interface TripSteps {
  /** Luggage rows follow the hotel chain; answers whether rows changed. */
  followLuggage(
    trx: Database,
    userId: number | null,
    tripId: number,
    before: RawTrip | null,
  ): Promise<boolean>;
  /** Chain rows into stages whose bags stay with the party are the itinerary's own. */
  keepBagsWithParty(trx: Database, tripId: number, transferIds: readonly number[]): Promise<void>;
  /**
   * Schedules what each provider is told of the change; answers the statuses rows must now wait in.
   * `byStep`: the automation's own step changed the rows (it asks for new bookings itself).
   */
  planBookings(
    trx: Database,
    before: RawTrip,
    after: RawTrip,
    now: Date,
    byStep: boolean,
  ): Promise<RowStatus[]>;
  /** Of these rows of a section, those a provider holds: asked by the automation and not answered, or confirmed. */
  heldByProviders(trx: Database, section: TripSection, rowIds: readonly number[]): Promise<Set<number>>;
  /** Schedules the customer's documents; answers the voucher flags the trip takes. */
  planDocuments(trx: Database, before: RawTrip, after: RawTrip, now: Date): Promise<TripFlags>;
  /** The messages jobs a change left waiting will send, per provider, in the reader's language. */
  describeMessages(trx: Database, jobs: readonly PlannedJob[], today: string): Promise<PlannedMessage[]>;
  /** For each pair with a transfer route ("from>to"), its first active provider of the kind (or null). */
  routeFirstProviders(
    db: Database,
    pairs: readonly RoutePair[],
    transferTypeId: number,
  ): Promise<Map<string, number | null>>;
  /** Stages the luggage chain does not reach, for the readiness. */
  luggageGaps(db: Database, tripId: number): Promise<LuggageGap[]>;
  /** Nights whose travellers' SES.Hospedajes data are missing, for the readiness. */
  nightGaps(db: Database, tripId: number, today: string): Promise<NightGap[]>;
}

let steps: TripSteps | null = null;

/** Registers the steps (idempotent: every app of a process registers the same functions). */
export function registerTripSteps(given: TripSteps) {
  steps = given;
}

/** The registered steps; a process that changes trips without wiring them first is a bug. */
export function tripSteps(): TripSteps {
  if (!steps) throw new Error('The trip steps are not wired: call wireTripSteps() at start-up.');
  return steps;
}

/** One change of place in the chain: the bags leave the first hotel on its check-out day for the next. */
export interface Leg {
  date: string;
  from_location_id: number;
  to_location_id: number;
  from_hotel_id: number | null;
  to_hotel_id: number | null;
}

/** Why a change of place has no live luggage row. */
export type GapReason = 'deleted' | 'no_route' | 'no_rate' | 'cancelled' | 'not_built';

/** A change of place with no live luggage row: the trip's readiness names it (the transfers module finds it). */
export interface LuggageGap extends Leg {
  reason: GapReason;
}
