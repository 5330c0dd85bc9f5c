import { rowNameMessages as say } from '@trips/shared/modules/trips/row-names';
import type { TripSection } from '@trips/shared/modules/trips/trips.constants';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ReaderLanguage } from '../../db/reader-language.ts';
import { nameIn } from '../../engine/i18n/local-name.ts';
import { type RecordNamer, type RecordRef, refKey } from '../../engine/i18n/record-names.ts';
import { sharedMessage, sharedText } from '../../engine/i18n/shared-texts.ts';
import { sections } from './trips.sections.ts';

interface RowFacts {
  id: number;
  day: string | null;
  town: string | null;
  to_town: string | null;
  provider: string | null;
  service: string | null;
}

const locales: Record<ReaderLanguage, string> = { en: 'en-GB', es: 'es-ES', de: 'de-DE' };
const template = (fn: (...values: string[]) => string) => fn('{0}', '{1}');
const said = (language: ReaderLanguage, fn: (...values: string[]) => string, ...values: string[]) =>
  sharedMessage(template(fn), values, language);

/** Each section's rows with what people name them by, in one query a section. */
function factsOf(db: Database, section: TripSection, ids: number[], language: ReaderLanguage) {
  if (section === 'accommodations')
    return sql<RowFacts>`select a.id, a.checkin_date::text as day, l.name as town, null as to_town,
        p.commercial_name as provider, null as service
      from trip_accommodations a left join locations_view l on l.id = a.location_id
      left join providers_view p on p.id = a.provider_id where a.id in (${sql.join(ids)})`.execute(db);
  if (section === 'other_services')
    return sql<RowFacts>`select o.id, o.from_date::text as day, l.name as town, null as to_town,
        null as provider, coalesce(nullif(ps.name, ''), ${nameIn('st', language)}) as service
      from trip_other_services o left join locations_view l on l.id = o.location_id
      left join provider_services_view ps on ps.id = o.service_id
      left join other_service_types st on st.id = o.service_type_id where o.id in (${sql.join(ids)})`.execute(
      db,
    );
  return sql<RowFacts>`select t.id, t.date::text as day, f.name as town, d.name as to_town,
      null as provider, null as service
    from trip_transfers t left join locations_view f on f.id = t.from_location_id
    left join locations_view d on d.id = t.to_location_id
    where t.id in (${sql.join(ids)}) and t.transfer_type_id = ${sections[section].transferTypeId}`.execute(
    db,
  );
}

const shortDay = (day: string, language: ReaderLanguage) =>
  new Intl.DateTimeFormat(locales[language], { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day.slice(0, 10)}T00:00:00Z`),
  );

/** What a row is and where, without its day: 'Accommodation in Portomarín', 'Transfer Santiago → Fisterra'. */
function whatAndWhere(section: TripSection, row: RowFacts, language: ReaderLanguage): string {
  const kind = sharedText(sections[section].label, language);
  if (section === 'other_services') {
    const service = row.service ?? kind;
    // Its own name, already in the reader's language, and the place: 'Guía acompañante (Sarria)'.
    return row.town ? `${service} (${row.town})` : service;
  }
  if (!row.town) return kind;
  if (section === 'accommodations') return said(language, say.accommodation, row.town);
  const way = section === 'luggage_transfers' ? say.luggage : say.transfer;
  return row.to_town ? said(language, way, row.town, row.to_town) : kind;
}

/** A row as people name it: what, where, the day as the reader writes it, and a night's hotel. */
function nameOf(section: TripSection, row: RowFacts, language: ReaderLanguage): string {
  const named = whatAndWhere(section, row, language);
  const dated = row.day ? `${named}, ${shortDay(row.day, language)}` : named;
  return row.provider ? `${dated} (${row.provider})` : dated;
}

const sectionOfLabel = new Map(
  Object.entries(sections).map(([section, spec]) => [spec.label, section as TripSection]),
);

/** Names trip rows for every text that mentions them ('Accommodation #12'); wired in `src/wiring.ts`. */
export const tripRowNamer: RecordNamer = {
  labels: [...sectionOfLabel.keys()],
  async names(db: Database, refs: readonly RecordRef[], language: ReaderLanguage) {
    const names = new Map<string, string>();
    const bySection = new Map<TripSection, number[]>();
    for (const ref of refs) {
      const section = sectionOfLabel.get(ref.label);
      if (section) bySection.set(section, [...(bySection.get(section) ?? []), ref.id]);
    }
    for (const [section, ids] of bySection) {
      const { rows } = await factsOf(db, section, [...new Set(ids)], language);
      for (const row of rows)
        names.set(refKey({ label: sections[section].label, id: row.id }), nameOf(section, row, language));
    }
    return names;
  },
};
