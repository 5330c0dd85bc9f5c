import type { BookingDecision } from '@trips/shared/modules/bookings/bookings.constants';
import type { TripSection } from '@trips/shared/modules/trips/trips.constants';
import type { Insertable, Selectable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { BookingRequestsTable } from '../../db/tables/bookings.ts';

export type BookingRequest = Selectable<BookingRequestsTable>;
export type Answer = {
  decision: BookingDecision | null;
  answered_by: 'provider' | 'staff' | 'none';
  conf_number?: string;
  comment?: string;
  free_cancellation_date?: string | null;
};

/** What a row's booking emails say of its earlier requests. */
export interface BookingFacts {
  confNumber: string;
  changes: string;
}

/** The requests asked of providers for trip rows; a request is answered or superseded once. */
export function createBookingsRepo(db: Database) {
  const open = (section: TripSection, rowId: number) =>
    db
      .selectFrom('booking_requests')
      .selectAll()
      .where('section', '=', section)
      .where('row_id', '=', rowId)
      .where('answered_at', 'is', null)
      .where('superseded_at', 'is', null);

  return {
    find: (id: number) =>
      db.selectFrom('booking_requests').selectAll().where('id', '=', id).executeTakeFirst(),

    /** The row's open request (at most one is open at a time). */
    open: (section: TripSection, rowId: number) =>
      open(section, rowId).orderBy('id', 'desc').executeTakeFirst(),

    insert: (values: Insertable<BookingRequestsTable>) =>
      db.insertInto('booking_requests').values(values).returningAll().executeTakeFirstOrThrow(),

    /**
     * Claims an open request for its answer in one conditional update, so of two answers (a double
     * click, a provider and staff at once) exactly one acts. `now` null: staff, to whom expiry does not apply.
     */
    claim: (id: number, answer: Answer, at: Date, expiresAfter: Date | null) =>
      db
        .updateTable('booking_requests')
        .set({ ...answer, answered_at: at })
        .where('id', '=', id)
        .where('answered_at', 'is', null)
        .where('superseded_at', 'is', null)
        .$if(expiresAfter !== null, (q) => q.where('expires_at', '>', expiresAfter!))
        .returningAll()
        .executeTakeFirst(),

    /** A reminder went: its count, and the day it asked for an answer by. */
    reminded: (id: number, count: number, answerBy: string) =>
      db
        .updateTable('booking_requests')
        .set({ reminders_sent: count, answer_by: answerBy })
        .where('id', '=', id)
        .execute(),

    /** The row's open requests stop acting (a new provider, a new request, a deleted row). */
    supersede: (section: TripSection, rowIds: readonly number[], at: Date) =>
      rowIds.length === 0
        ? Promise.resolve()
        : db
            .updateTable('booking_requests')
            .set({ superseded_at: at })
            .where('section', '=', section)
            .where('row_id', 'in', rowIds)
            .where('answered_at', 'is', null)
            .where('superseded_at', 'is', null)
            .execute(),

    /** The booking as the provider last confirmed it (a request or a change they accepted), if kept. */
    async lastConfirmedBasis(section: TripSection, rowId: number, providerId: number) {
      const found = await db
        .selectFrom('booking_requests')
        .select('basis')
        .where('section', '=', section)
        .where('row_id', '=', rowId)
        .where('provider_id', '=', providerId)
        .where('decision', '=', 'confirm')
        .where('purpose', 'in', ['request', 'modify'])
        .where('basis', 'is not', null)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      return (found?.basis as Record<string, unknown> | null | undefined) ?? null;
    },

    /** Of these rows, those with an unanswered request or a confirmed one that still stands. */
    async held(section: TripSection, rowIds: readonly number[]) {
      if (rowIds.length === 0) return new Set<number>();
      const rows = await db
        .selectFrom('booking_requests')
        .select('row_id')
        .distinct()
        .where('section', '=', section)
        .where('row_id', 'in', rowIds)
        .where('superseded_at', 'is', null)
        .where((q) => q.or([q('answered_at', 'is', null), q('decision', '=', 'confirm')]))
        .execute();
      return new Set(rows.map((r) => r.row_id));
    },

    /** Every provider asked for the row so far. */
    async askedProviders(section: TripSection, rowId: number) {
      const rows = await db
        .selectFrom('booking_requests')
        .select('provider_id')
        .distinct()
        .where('section', '=', section)
        .where('row_id', '=', rowId)
        .execute();
      return rows.map((r) => r.provider_id).filter((id): id is number => id !== null);
    },

    /** What the row's emails tell of its requests to `providerId`: its last confirmation number and changes asked. */
    async facts(section: TripSection, rowId: number, providerId: number): Promise<BookingFacts> {
      const rows = await db
        .selectFrom('booking_requests')
        .select(['purpose', 'decision', 'conf_number', 'changes'])
        .where('section', '=', section)
        .where('row_id', '=', rowId)
        .where('provider_id', '=', providerId)
        .orderBy('id', 'desc')
        .execute();
      return {
        confNumber: rows.find((r) => r.decision === 'confirm' && r.conf_number)?.conf_number ?? '',
        changes: rows.find((r) => r.purpose === 'modify')?.changes ?? '',
      };
    },

    ofTrip: (tripId: number) =>
      db.selectFrom('booking_requests').selectAll().where('trip_id', '=', tripId).orderBy('id').execute(),
  };
}
