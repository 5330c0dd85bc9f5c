import {
  type LinkRefusal,
  linkDaysAfterEnd,
  travellerLinkMessages as m,
} from '@trips/shared/modules/traveller-links/traveller-links.constants';
import { langOfLanguageId } from '@trips/shared/modules/vouchers/vouchers.constants';
import type { Database } from '../../db/database.ts';
import { linkKey, readToken, signToken } from '../../engine/links/signed-links.ts';
import { AppError } from '../../http/errors.ts';
import { createTravellerLinksRepo } from './traveller-links.repo.ts';

const keyName = 'traveller_links.link_key';
const dayMs = 86_400_000;

/** The link acts through the 30th day after the trip's last day (its current end, should the trip move). */
export const expiryOf = (endDate: string) =>
  new Date(Date.parse(`${endDate}T00:00:00Z`) + (linkDaysAfterEnd + 1) * dayMs);

export const tokenOf = async (db: Database, linkId: number, endDate: string) =>
  signToken(await linkKey(db, keyName), linkId, expiryOf(endDate));

/** A token that opens nothing: 404 when it is not ours, 410 when revoked or expired, in the trip's language. */
export class LinkRefused extends AppError {
  constructor(
    readonly reason: LinkRefusal,
    lang: 'en' | 'es' | 'de' | null,
    readonly tripId: number | null,
    readonly linkId: number | null,
  ) {
    super(reason === 'invalid' ? 404 : 410, m[reason], undefined, undefined, { reason, lang });
  }
}

/** The live link and trip a token names, or a refusal that reveals no trip. */
export async function openToken(db: Database, token: string, now: Date) {
  const repo = createTravellerLinksRepo(db);
  const id = readToken(await linkKey(db, keyName), token);
  const link = id === null ? undefined : await repo.byId(id);
  const trip = link && (await repo.trip(link.trip_id));
  if (!link || !trip) throw new LinkRefused('invalid', null, null, null);
  const lang = langOfLanguageId(trip.language_id);
  if (link.revoked_at) throw new LinkRefused('revoked', lang, trip.id, link.id);
  if (expiryOf(trip.end_date).getTime() <= now.getTime())
    throw new LinkRefused('expired', lang, trip.id, link.id);
  return { link, trip, lang };
}
