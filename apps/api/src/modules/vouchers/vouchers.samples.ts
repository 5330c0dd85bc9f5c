import { voucherFileName } from '@trips/shared/modules/vouchers/vouchers.constants';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { SampleSource, SampleTrip } from '../email-templates/index.ts';
import { loadRaw } from '../trips/index.ts';
import { documentsData } from './vouchers.send.ts';

const RECENT_TRIPS = 15;

/** The real cases the customer's documents email is previewed with: recent trips. */
export const documentsTemplateSamples = (db: Database): SampleSource => ({
  async recent() {
    const found = await sql<SampleTrip>`
      select t.id as trip_id, t.trip_name, t.start_date::text as start_date, '[]'::jsonb as rows
      from trips_view t order by t.updated_at desc, t.id desc limit ${RECENT_TRIPS}`.execute(db);
    return found.rows;
  },
  async data(sample, lang) {
    const raw = await loadRaw(db, sample.trip_id);
    return raw
      ? documentsData(db, raw, voucherFileName(sample.trip_id, lang === 'es' ? 'es' : 'en'))
      : undefined;
  },
});
