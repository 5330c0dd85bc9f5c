import { dossierTripTypes, languageOfTrip } from '@trips/shared/modules/dossiers/dossiers.constants';
import type { DossierMatchResponse } from '@trips/shared/modules/dossiers/dossiers.schema';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { bestMatch, type Candidate, type TripForMatch } from './dossier-match.ts';
import { documentPath } from './dossiers.presenter.ts';

export const dossierDetailPath = (dossierId: number, settingId: number) =>
  `/dossier-details/${dossierId}/${settingId}`;

/** The setting items of the brand's active dossiers for this trip type, each with its dossier's lists. */
async function candidates(db: Database, brandId: number, tripTypeId: number): Promise<Candidate[]> {
  const settings = await db
    .selectFrom('dossier_settings as s')
    .innerJoin('dossiers as d', 'd.id', 's.dossier_id')
    .select([
      's.id',
      's.dossier_id',
      's.trip_type_id',
      's.start_location_id',
      's.end_location_id',
      's.holiday_id',
    ])
    .where('d.branding_id', '=', brandId)
    .where('d.is_active', '=', true)
    .where('s.trip_type_id', '=', tripTypeId)
    .execute();
  if (settings.length === 0) return [];
  const others = await db
    .selectFrom('dossier_other_settings')
    .select(['dossier_id', 'kind', 'location_id', 'holiday_id'])
    .where('dossier_id', 'in', [...new Set(settings.map((s) => s.dossier_id))])
    .execute();
  const holidayKind =
    tripTypeId === dossierTripTypes.walking
      ? 'walking_holiday'
      : tripTypeId === dossierTripTypes.cycling
        ? 'cycling_holiday'
        : null;
  const of = (dossier: number, kind: string) =>
    others.filter((o) => o.dossier_id === dossier && o.kind === kind);
  return settings.map((s) => ({
    dossier_id: s.dossier_id,
    setting_id: s.id,
    trip_type_id: s.trip_type_id,
    start_location_id: s.start_location_id,
    end_location_id: s.end_location_id,
    holiday_id: s.holiday_id,
    from_locations: of(s.dossier_id, 'from_locations').map((o) => o.location_id as number),
    to_locations: of(s.dossier_id, 'to_locations').map((o) => o.location_id as number),
    holidays: holidayKind ? of(s.dossier_id, holidayKind).map((o) => o.holiday_id) : [],
  }));
}

const required = ['branding_id', 'trip_type_id', 'start_location_id', 'end_location_id'] as const;

/** The dossier a trip's documents use (spec part 2 §3 "Trip documentation"), or why none does. */
export async function matchTripDossier(db: Database, tripId: number): Promise<DossierMatchResponse> {
  const trip = await db
    .selectFrom('trips_view')
    .select([...required, 'holiday_id', 'language_id', 'is_no_dossier', 'dossier_url'])
    .where('id', '=', tripId)
    .executeTakeFirst();
  if (!trip) throw notFound('unable to find trip');
  const base = { success: true as const, is_no_dossier: trip.is_no_dossier, dossier_url: trip.dossier_url };
  const none = (reason: NonNullable<DossierMatchResponse['reason']>, missing: string[] = []) => ({
    ...base,
    match: null,
    reason,
    missing,
  });
  if (trip.is_no_dossier) return none('opted_out');
  // A location left empty on a setting means any, so only the brand and the trip type are a must.
  const missing = required.filter((key) => trip[key] === null);
  if (trip.branding_id === null || trip.trip_type_id === null) return none('missing_trip_data', missing);
  const found = await candidates(db, trip.branding_id, trip.trip_type_id);
  if (found.length === 0) return none('no_dossier_for_brand_and_type', missing);
  const best = bestMatch(trip as TripForMatch, found);
  if (!best) return none('no_setting_covers_trip', missing);
  const { dossier_id, setting_id } = best.candidate;
  const shown = await db
    .selectFrom('dossier_settings as s')
    .innerJoin('dossiers as d', 'd.id', 's.dossier_id')
    .leftJoin('brandings_view as b', 'b.id', 'd.branding_id')
    .select(['s.title', 's.holiday', 'd.title_eng', 'b.name as branding_name'])
    .where('s.id', '=', setting_id)
    .executeTakeFirstOrThrow();
  const language = languageOfTrip(trip.language_id);
  return {
    ...base,
    reason: null,
    missing: [],
    match: {
      dossier_id,
      setting_id,
      title: shown.title || shown.title_eng || shown.holiday || `Dossier ${dossier_id}`,
      branding_name: shown.branding_name,
      path: dossierDetailPath(dossier_id, setting_id),
      pdf_path: documentPath(dossier_id, language),
      language,
      holiday: best.holiday,
      start: best.start,
      end: best.end,
    },
  };
}

/** The dossier matched to a trip (its titles and texts in each language), or undefined when none matches. */
export async function matchedDossier(db: Database, tripId: number) {
  const match = (await matchTripDossier(db, tripId)).match;
  return match
    ? db.selectFrom('dossiers').selectAll().where('id', '=', match.dossier_id).executeTakeFirst()
    : undefined;
}
