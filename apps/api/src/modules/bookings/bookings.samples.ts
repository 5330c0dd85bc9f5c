import type { TripSection } from '@trips/shared/modules/trips/trips.constants';
import type { TemplateScreen } from '@trips/shared/templates/registry';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { SampleSource, SampleTrip } from '../email-templates/index.ts';
import { sections } from '../trips/index.ts';
import { templateData } from './bookings.data.ts';
import { createBookingsRepo } from './bookings.repo.ts';
import { loadBookingRow } from './bookings.rows.ts';
import { readBookingSettings } from './bookings.settings.ts';
import { settingsKindOf, startDateField } from './bookings.slugs.ts';
import { answerBy, linkExpiry, startOf } from './bookings.time.ts';

type ServiceScreen = Exclude<TemplateScreen, 'customer'>;
const sectionOf: Record<ServiceScreen, TripSection> = {
  accommodation: 'accommodations',
  'luggage-transfer': 'luggage_transfers',
  'normal-transfer': 'normal_transfers',
  'other-services': 'other_services',
};
const RECENT_TRIPS = 15;

/** Where a row of the section is: its place, or for a transfer "from → to". */
const placeOf = (section: TripSection) =>
  section === 'luggage_transfers' || section === 'normal_transfers'
    ? sql<string>`(select f.name from locations_view f where f.id = r.from_location_id) || ' → ' ||
        (select d.name from locations_view d where d.id = r.to_location_id)`
    : sql<string>`(select l.name from locations_view l where l.id = r.location_id)`;

/** The trips most recently changed that have rows of the section, each with those rows. */
async function recent(db: Database, section: TripSection): Promise<SampleTrip[]> {
  const spec = sections[section];
  const type = spec.transferTypeId === null ? sql`true` : sql`r.transfer_type_id = ${spec.transferTypeId}`;
  const day = sql.ref(`r.${startDateField[section]}`);
  const found = await sql<SampleTrip>`
    select t.id as trip_id, t.trip_name, t.start_date::text as start_date,
      (select coalesce(jsonb_agg(jsonb_build_object('row_id', r.id, 'date', ${day}::text,
          'provider', p.commercial_name, 'place', ${placeOf(section)}) order by ${day}, r.id), '[]')
        from ${sql.table(spec.table)} r left join providers_view p on p.id = r.provider_id
        where r.trip_id = t.id and ${type}) as rows
    from trips_view t
    where exists (select 1 from ${sql.table(spec.table)} r where r.trip_id = t.id and ${type})
    order by t.updated_at desc, t.id desc
    limit ${RECENT_TRIPS}`.execute(db);
  return found.rows;
}

function source(db: Database, section: TripSection, timeZone: string): SampleSource {
  return {
    recent: () => recent(db, section),
    async data(sample, lang) {
      if (sample.row_id === undefined) return undefined;
      const b = await loadBookingRow(db, section, sample.row_id);
      if (!b || Number(b.trip.id) !== sample.trip_id) return undefined;
      const facts = b.provider
        ? await createBookingsRepo(db).facts(section, sample.row_id, Number(b.provider.id))
        : undefined;
      const settings = await readBookingSettings(db);
      // Answer by: as a request sent now would say it (the link itself stays an example).
      const now = new Date();
      const wait = settings.wait(settingsKindOf[section], 'request');
      const deadline = answerBy(now, wait, linkExpiry(now, startOf(b)), timeZone);
      return { ...templateData(b, lang, settings, facts), response: { deadline } };
    },
  };
}

/** The real cases the service templates (hotels, transfers, other services) are previewed with. */
export const bookingTemplateSamples = (
  db: Database,
  timeZone: string,
): Record<ServiceScreen, SampleSource> => ({
  accommodation: source(db, sectionOf.accommodation, timeZone),
  'luggage-transfer': source(db, sectionOf['luggage-transfer'], timeZone),
  'normal-transfer': source(db, sectionOf['normal-transfer'], timeZone),
  'other-services': source(db, sectionOf['other-services'], timeZone),
});
