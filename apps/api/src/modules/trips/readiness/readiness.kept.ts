import { sql } from 'kysely';
import type { Database } from '../../../db/database.ts';
import type { Finding } from './readiness.types.ts';

/**
 * Keeps the trip's findings beside its summary, for lists of trips to read without computing them again;
 * the same list (as text) is not written again.
 */
export async function keepFindings(db: Database, tripId: number, found: Finding[]) {
  await db
    .insertInto('trip_problems')
    .values({ trip_id: tripId, findings: JSON.stringify(found) })
    .onConflict((oc) =>
      oc
        .column('trip_id')
        .doUpdateSet({ findings: (eb) => eb.ref('excluded.findings') })
        .where(sql<boolean>`trip_problems.findings::text is distinct from excluded.findings::text`),
    )
    .execute();
}
