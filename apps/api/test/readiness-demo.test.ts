import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readinessCodes } from '@trips/shared/modules/trips/readiness.constants';
import type { ReadinessProblem } from '@trips/shared/modules/trips/readiness.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, signIn } from './support/auth.ts';
import { everyTarget, startTestApp, type TestApp } from './support/harness.ts';
import { allRows } from './support/list-client.ts';

type ListRow = { id: number; trip_name: string; start_date: string; problems: number };

/** The README's table of demo trips and the problem each shows: `| "trip name" | \`code\` |`. */
function readmeClaims(): { trip: string; code: string }[] {
  const readme = readFileSync(join(import.meta.dirname, '../../../README.md'), 'utf8');
  return [...readme.matchAll(/^\| "([^"]+)" \| `([a-z_]+)` \|/gm)].map((m) => ({ trip: m[1]!, code: m[2]! }));
}

/**
 * Readiness is one truth (issue 46): the trips list's Problems of every demo trip is the number of problems
 * its readiness answers, the demo shows every problem code on an upcoming trip, and the trips the README
 * names show what it says.
 */
describe.each(everyTarget)('readiness of the demo trips on %s', (target) => {
  let t: TestApp;
  let admin: string;
  let listed: ListRow[];
  const problems = new Map<number, ReadinessProblem[]>();

  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await signIn(t);
    // The list first, as the seed left it: reading a trip's readiness brings its kept summary up to date.
    listed = (await allRows(t.app, 'trips', { search: '' }, admin)).rows as ListRow[];
    for (const trip of listed)
      problems.set(trip.id, (await get(t, `/trips/${trip.id}/readiness`, admin)).json().problems);
  });
  afterAll(() => t?.close());

  it('counts in the list exactly the problems each trip screen shows', () => {
    expect(listed.length).toBeGreaterThan(30);
    const differ = listed.filter((trip) => trip.problems !== problems.get(trip.id)!.length);
    expect(differ.map((trip) => [trip.trip_name, trip.problems, problems.get(trip.id)!.length])).toEqual([]);
  });

  it('shows every problem code on an upcoming demo trip', () => {
    const today = new Date().toISOString().slice(0, 10);
    const shown = new Set(
      listed
        .filter((trip) => trip.start_date >= today)
        .flatMap((trip) => problems.get(trip.id)!.map((p) => p.code)),
    );
    expect(readinessCodes.filter((code) => !shown.has(code))).toEqual([]);
  });

  it('has on each trip the README names the problem the README says', () => {
    const claims = readmeClaims();
    expect(claims.length).toBeGreaterThan(0);
    for (const { trip, code } of claims) {
      const found = listed.find((row) => row.trip_name === trip);
      expect(found, `README names "${trip}"`).toBeDefined();
      expect(
        problems.get(found!.id)!.map((p) => p.code),
        `"${trip}"`,
      ).toContain(code);
    }
  });
});
