import { dossierMessages as m } from '@trips/shared/modules/dossiers/dossiers.constants';
import type { SaveDossierInput } from '@trips/shared/modules/dossiers/dossiers.schema';
import type { Database } from '../../db/database.ts';
import { queueProblems, rejected } from '../../engine/edits/queued-deletes.ts';

async function existing(
  db: Database,
  table: 'brandings' | 'trip_types' | 'locations',
  ids: (number | null)[],
) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Set<number>();
  const rows = await db.selectFrom(table).select('id').where('id', 'in', wanted).execute();
  return new Set(rows.map((r) => r.id));
}

/** The saved rows of the dossier the save may keep or delete. */
export interface OwnRows {
  settings: ReadonlySet<number>;
  others: ReadonlySet<number>;
}

/**
 * Every problem of a save at once, before anything is written: ids that name nothing, a route to itself,
 * a holiday name without its id, two settings for the same trips, and rows neither kept nor deleted.
 */
export async function checkDossier(db: Database, body: SaveDossierInput, own: OwnRows) {
  const fieldErrors: Record<string, string> = {};
  const problems: string[] = [];
  const fail = (path: string, message: string) => {
    fieldErrors[path] ??= message;
    problems.push(message);
  };
  const { settings, other_settings: o } = body;
  const locationRows = [...o.from_locations, ...o.to_locations];
  const [brands, types, places] = await Promise.all([
    existing(db, 'brandings', [body.dossier.branding_id]),
    existing(
      db,
      'trip_types',
      settings.map((s) => s.trip_type_id),
    ),
    existing(db, 'locations', [
      ...settings.flatMap((s) => [s.start_location_id, s.end_location_id]),
      ...locationRows.map((r) => r.location_id),
    ]),
  ]);
  if (!brands.has(body.dossier.branding_id)) fail('dossier.branding_id', m.unknownBrand);
  if (settings.length === 0) fail('settings', m.noSettings);
  const seen = new Set<string>();
  settings.forEach((s, i) => {
    const at = (key: string) => `settings.${i}.${key}`;
    if (!types.has(s.trip_type_id)) fail(at('trip_type_id'), m.unknownTripType);
    for (const key of ['start_location_id', 'end_location_id'] as const) {
      const place = s[key];
      if (place !== null && !places.has(place)) fail(at(key), m.unknownLocation);
    }
    if (s.start_location_id !== null && s.start_location_id === s.end_location_id)
      fail(at('end_location_id'), m.sameLocations);
    if (s.holiday.trim() !== '' && s.holiday_id.trim() === '') fail(at('holiday_id'), m.holidayNameWithoutId);
    const key = [
      s.trip_type_id,
      s.start_location_id,
      s.end_location_id,
      s.holiday_id.trim().toLowerCase(),
    ].join();
    if (seen.has(key)) fail(at('holiday_id'), m.duplicateSetting);
    seen.add(key);
  });
  for (const kind of ['from_locations', 'to_locations'] as const)
    o[kind].forEach((r, i) => {
      if (!places.has(r.location_id)) fail(`other_settings.${kind}.${i}.location_id`, m.unknownLocation);
    });
  const others = Object.values(o).flat();
  problems.push(
    ...queueProblems({
      label: 'Setting',
      own: own.settings,
      kept: settings.flatMap((s) => (s.id === null ? [] : [s.id])),
      deleted: body.deleted_setting_ids,
    }),
    ...queueProblems({
      label: 'Other setting',
      own: own.others,
      kept: others.flatMap((r) => (r.other_setting_id === null ? [] : [r.other_setting_id])),
      deleted: body.deleted_other_setting_ids,
    }),
  );
  if (problems.length > 0) throw rejected(problems, fieldErrors);
}
