import type { Database } from '../../db/database.ts';
import { linkKey as keyOf } from '../../engine/links/signed-links.ts';

export { readToken, signToken } from '../../engine/links/signed-links.ts';

/** The key signing providers' links. */
export const linkKey = (db: Database) => keyOf(db, 'bookings.link_key');
