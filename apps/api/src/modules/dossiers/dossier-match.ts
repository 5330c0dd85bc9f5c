import type { MatchLevel } from '@trips/shared/modules/dossiers/dossiers.schema';

/** What a trip offers a match: its brand, trip type, start and end location and holiday id. */
export interface TripForMatch {
  branding_id: number | null;
  trip_type_id: number | null;
  start_location_id: number | null;
  end_location_id: number | null;
  holiday_id: string;
}

/** A setting item of an active dossier, with that dossier's other-settings lists. */
export interface Candidate {
  dossier_id: number;
  setting_id: number;
  trip_type_id: number;
  start_location_id: number | null;
  end_location_id: number | null;
  holiday_id: string;
  from_locations: readonly number[];
  to_locations: readonly number[];
  /** The walking holidays for a walking trip, the cycling ones for a cycling trip, else none. */
  holidays: readonly string[];
}

export interface Scored {
  candidate: Candidate;
  holiday: MatchLevel;
  start: MatchLevel;
  end: MatchLevel;
}

const rank: Record<MatchLevel, number> = { exact: 2, listed: 1, any: 0 };
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function place(setting: number | null, listed: readonly number[], trip: number | null): MatchLevel | null {
  if (setting !== null && setting === trip) return 'exact';
  if (trip !== null && listed.includes(trip)) return 'listed';
  return setting === null ? 'any' : null;
}

function holidayLevel(c: Candidate, trip: string): MatchLevel | null {
  if (trip.trim() !== '' && c.holiday_id !== '' && same(c.holiday_id, trip)) return 'exact';
  if (trip.trim() !== '' && c.holidays.some((h) => same(h, trip))) return 'listed';
  return c.holiday_id === '' ? 'any' : null;
}

/** How the candidate meets the trip, or null when one part rules it out. */
export function scoreCandidate(trip: TripForMatch, c: Candidate): Scored | null {
  if (c.trip_type_id !== trip.trip_type_id) return null;
  const holiday = holidayLevel(c, trip.holiday_id);
  const start = place(c.start_location_id, c.from_locations, trip.start_location_id);
  const end = place(c.end_location_id, c.to_locations, trip.end_location_id);
  if (!holiday || !start || !end) return null;
  return { candidate: c, holiday, start, end };
}

/**
 * The best candidate: the holiday weighs most (its own id beats one of the other-settings holidays beats a
 * setting for any holiday), then the start, then the end location (the same place beats a listed one beats
 * any); equal matches go to the oldest dossier and its first setting.
 */
export function bestMatch(trip: TripForMatch, candidates: readonly Candidate[]): Scored | null {
  const key = (s: Scored) => [
    rank[s.holiday],
    rank[s.start],
    rank[s.end],
    -s.candidate.dossier_id,
    -s.candidate.setting_id,
  ];
  let best: Scored | null = null;
  for (const c of candidates) {
    const scored = scoreCandidate(trip, c);
    if (!scored) continue;
    if (!best) best = scored;
    else {
      const [a, b] = [key(scored), key(best)];
      const i = a.findIndex((v, n) => v !== b[n]);
      if (i >= 0 && a[i] > b[i]) best = scored;
    }
  }
  return best;
}
