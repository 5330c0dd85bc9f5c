import { blankTraveller } from '@trips/shared/modules/hospedajes/travellers.blank';
import {
  travellerLimits,
  travellerMessages,
  travellerProblems,
} from '@trips/shared/modules/hospedajes/travellers.constants';
import type {
  SaveTravellersBody,
  Traveller,
  TravellersResponse,
} from '@trips/shared/modules/hospedajes/travellers.schema';
import type { Database } from '../../db/database.ts';
import { recordChange } from '../../engine/audit/audit.ts';
import { lockAndCheck } from '../../engine/edits/lock-and-check.ts';
import type { Clock } from '../../engine/jobs/clock.ts';
import { enqueue } from '../../engine/jobs/enqueue.ts';
import { AppError, conflict, notFound } from '../../http/errors.ts';
import { createTravellersRepo } from './travellers.repo.ts';

const tripNotFound = () => notFound('unable to find trip');
const unknownCountry = 'Unknown country';

/** The customer as the first traveller, to complete, when none are saved yet. */
function customerAsTraveller(trip: {
  customer_first_name: string;
  customer_last_name: string;
  customer_email: string;
  customer_phone: string;
}): Traveller {
  return {
    id: null,
    ...blankTraveller,
    first_name: trip.customer_first_name.slice(0, travellerLimits.name),
    surname1: trip.customer_last_name.slice(0, travellerLimits.name),
    email: trip.customer_email,
    phone: trip.customer_phone,
  };
}

export function createTravellersService(db: Database, clock: Clock, kick: () => void) {
  async function read(tripId: number): Promise<TravellersResponse> {
    const repo = createTravellersRepo(db);
    const trip = await repo.trip(tripId);
    if (!trip) throw tripNotFound();
    const saved = (await repo.list(tripId)) as Traveller[];
    const version = await repo.version(tripId);
    const fromCustomer = saved.length === 0 && version === 0;
    return {
      success: true,
      trip_id: tripId,
      version,
      start_date: trip.start_date,
      from_customer: fromCustomer,
      travellers: fromCustomer ? [customerAsTraveller(trip)] : saved,
    };
  }

  return {
    read,
    /**
     * Replaces the trip's travellers when the version is the one the editor loaded; every problem at once
     * as `travellers.{i}.{field}`. Sends what became ready (the Hospedajes sweep of this trip).
     */
    async save(
      userId: number | null,
      tripId: number,
      body: SaveTravellersBody,
      /** The history's subject: the travellers' own page names itself. */
      subject = 'Travellers',
    ) {
      const today = clock.now().toISOString().slice(0, 10);
      await db.transaction().execute(async (trx) => {
        const repo = createTravellersRepo(trx);
        await lockAndCheck(repo.lock(tripId), body.version, {
          missing: tripNotFound,
          stale: () => conflict(travellerMessages.stale),
        });
        const trip = await repo.trip(tripId);
        const fieldErrors: Record<string, string> = {};
        body.travellers.forEach((t, i) => {
          for (const [field, message] of Object.entries(travellerProblems(t, trip!.start_date, today)))
            fieldErrors[`travellers.${i}.${field}`] = message;
        });
        const countries = new Set(
          await repo.countryIds(body.travellers.flatMap((t) => [t.nationality_id, t.country_id])),
        );
        body.travellers.forEach((t, i) => {
          for (const key of ['nationality_id', 'country_id'] as const)
            if (t[key] !== null && !countries.has(t[key]))
              fieldErrors[`travellers.${i}.${key}`] = unknownCountry;
        });
        const first = Object.values(fieldErrors)[0];
        if (first) throw new AppError(400, first, fieldErrors);
        const before = await repo.list(tripId);
        const travellers = body.travellers.map((t) => ({
          ...t,
          document_number: t.document_number.trim().toUpperCase(),
          document_support: t.document_support.trim().toUpperCase(),
        }));
        const version = await repo.replace(tripId, travellers);
        await recordChange(trx, {
          entity: 'trip',
          entityId: tripId,
          subject,
          action: 'update',
          userId,
          before: { travellers: before.map(({ id, ...t }) => t) },
          after: { travellers },
        });
        await enqueue(
          trx,
          'hospedajes.sweep',
          { tripId },
          { dedupeKey: `hospedajes.sweep:trip:${tripId}:${version}` },
        );
      });
      kick();
      return { ...(await read(tripId)), message: travellerMessages.saved };
    },
  };
}
