import type { LocationDetail } from '@trips/shared/modules/locations/locations.schema';
import type { LocationsRepo } from './locations.repo.ts';

type Found = NonNullable<Awaited<ReturnType<LocationsRepo['find']>>>;
type Variation = Awaited<ReturnType<LocationsRepo['variations']>>[number];
type Point = Awaited<ReturnType<LocationsRepo['meetingPoints']>>[number];

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

export async function loadDetail(repo: LocationsRepo, id: number): Promise<LocationDetail | null> {
  const row = await repo.find(id);
  if (!row) return null;
  const [variations, points] = await Promise.all([repo.variations(id), repo.meetingPoints(id)]);
  return toDetail(row, variations, points);
}

function toDetail(row: Found, variations: Variation[], points: Point[]): LocationDetail {
  return {
    ...row,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    name_variations: variations,
    meeting_points: points,
  };
}

/** What the audit log compares: settings, variation names and meeting points, without bookkeeping. */
export function auditSnapshot(d: LocationDetail) {
  const { created_at, updated_at, version, country_name, state_name, ...rest } = d;
  const withoutNames = Object.fromEntries(
    Object.entries(rest).filter(([k]) => !k.endsWith('_replacement_name')),
  );
  return { ...withoutNames, name_variations: d.name_variations.map((v) => v.name) };
}
