import {
  travellerLinkMessages as m,
  type PageLang,
} from '@trips/shared/modules/traveller-links/traveller-links.constants';
import type {
  MakeTravellerLinkBody,
  TravellerPageSave,
} from '@trips/shared/modules/traveller-links/traveller-links.schema';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../engine/jobs/clock.ts';
import type { Storage } from '../../engine/storage/storage.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { HospedajesService } from '../hospedajes/index.ts';
import { createVoucherService } from '../vouchers/index.ts';
import { keepValid, mergeTravellers, type Row, rulesOn } from './traveller-links.merge.ts';
import { pageOf } from './traveller-links.page.ts';
import { createTravellerLinksRepo } from './traveller-links.repo.ts';
import { expiryOf, LinkRefused, openToken, tokenOf } from './traveller-links.tokens.ts';

export interface TravellerLinkDeps {
  db: Database;
  clock: Clock;
  storage: Storage;
  publicUrl: string;
  travellers: HospedajesService['travellers'];
}

/** Who opened the page, for the access log. */
export interface Visit {
  ip: string;
}

const unknownCountry = 'Unknown country';
const tripNotFound = () => notFound('unable to find trip');
/** A staff save landing between the page's re-read and its save: read again and merge again. */
const saveAttempts = 3;

/** The trip's signed link for its travellers (staff), and the page it opens (public, by token). */
export function createTravellerLinksService(deps: TravellerLinkDeps) {
  const { db, clock } = deps;
  const repo = createTravellerLinksRepo(db);

  async function present(link: { id: number; created_at: Date }, endDate: string, message?: string) {
    return {
      success: true as const,
      ...(message ? { message } : {}),
      url: `${deps.publicUrl}/traveller/${await tokenOf(db, link.id, endDate)}`,
      expires_at: expiryOf(endDate).toISOString(),
      created_at: new Date(link.created_at).toISOString(),
    };
  }

  /** Logs every refusal with its address; answers the refusal itself. */
  async function opened(token: string, visit: Visit) {
    try {
      return await openToken(db, token, clock.now());
    } catch (error) {
      if (error instanceof LinkRefused)
        await repo.log({
          trip_id: error.tripId,
          link_id: error.linkId,
          action: 'refused',
          outcome: error.reason,
          ip: visit.ip,
          at: clock.now(),
        });
      throw error;
    }
  }

  async function page(token: string, lang: PageLang, trip: Parameters<typeof pageOf>[1], message?: string) {
    const saved = await deps.travellers.read(trip.id);
    return { ...(await pageOf(db, trip, lang, token, saved)), ...(message ? { message } : {}) };
  }

  return {
    /** The live link, made when there is none (or always, revoking the old one, to regenerate). */
    async make(userId: number | null, tripId: number, body: MakeTravellerLinkBody) {
      const trip = await repo.trip(tripId);
      if (!trip) throw tripNotFound();
      const live = body.regenerate ? undefined : await repo.live(tripId);
      if (live) return present(live, trip.end_date, m.made);
      const link = await db.transaction().execute(async (trx) => {
        const inTrx = createTravellerLinksRepo(trx);
        await inTrx.revoke(tripId, clock.now());
        return inTrx.create(tripId, userId, clock.now());
      });
      return present(link, trip.end_date, body.regenerate ? m.regenerated : m.made);
    },
    async read(tripId: number) {
      const trip = await repo.trip(tripId);
      if (!trip) throw tripNotFound();
      const live = await repo.live(tripId);
      const link = live ? await present(live, trip.end_date) : null;
      return { success: true as const, link: link && { ...link, success: undefined } };
    },
    async revoke(tripId: number) {
      if (!(await repo.trip(tripId))) throw tripNotFound();
      await repo.revoke(tripId, clock.now());
      return { success: true as const, message: m.revokedByStaff };
    },

    async open(token: string, visit: Visit) {
      const { link, trip, lang } = await opened(token, visit);
      await repo.log({ trip_id: trip.id, link_id: link.id, action: 'view', ip: visit.ip, at: clock.now() });
      return page(token, lang, trip);
    },

    /**
     * Saves what is valid through the travellers' versioned save (re-read and merged again should staff save
     * in between); 400 with `field_errors` for the rest, which stays as it was.
     */
    async save(token: string, body: TravellerPageSave, visit: Visit) {
      const { link, trip, lang } = await opened(token, visit);
      const today = clock.now().toISOString().slice(0, 10);
      const countries = new Set((await repo.countries('en')).map((c) => c.id));
      const check = rulesOn(trip.start_date, today, countries, unknownCountry);
      let errors: Record<string, string> = {};
      for (let attempt = 1; ; attempt++) {
        const stored = await deps.travellers.read(trip.id);
        const current = (stored.from_customer ? [] : stored.travellers) as Row[];
        const { merged, origin } = mergeTravellers(current, body.travellers as Row[], body.base as Row[]);
        const valid = keepValid(merged, origin, current, check);
        errors = valid.errors;
        try {
          await deps.travellers.save(
            null,
            trip.id,
            { version: stored.version, travellers: valid.rows.map(({ id, ...t }) => t) },
            m.historySubject,
          );
          break;
        } catch (error) {
          if (!(error instanceof AppError && error.statusCode === 409) || attempt >= saveAttempts)
            throw error;
        }
      }
      const failed = Object.keys(errors).length > 0;
      await repo.log({
        trip_id: trip.id,
        link_id: link.id,
        action: 'save',
        outcome: failed ? 'partly' : 'saved',
        ip: visit.ip,
        at: clock.now(),
      });
      if (failed) throw new AppError(400, m.partlySaved, errors);
      return page(token, lang, trip, m.saved);
    },

    async pack(token: string, visit: Visit) {
      const { link, trip } = await opened(token, visit);
      await repo.log({
        trip_id: trip.id,
        link_id: link.id,
        action: 'view',
        outcome: 'pack',
        ip: visit.ip,
        at: clock.now(),
      });
      return createVoucherService(db, deps.storage, () => clock.now()).file(trip.id);
    },
  };
}

export type TravellerLinksService = ReturnType<typeof createTravellerLinksService>;
