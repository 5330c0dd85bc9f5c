import { fullRights } from '@trips/shared';
import {
  providerScreenParts,
  voucherKindOfCategory,
} from '@trips/shared/modules/providers/provider-screen.schema';
import { tripScreenParts } from '@trips/shared/modules/trips/trip-screen.schema';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, signIn } from './support/auth.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';
import { memberWith } from './support/people.ts';

/** Each part of the trip screen and the route its panel reads it from. */
const tripRoutes: Record<string, (id: number) => string> = {
  readiness: (id) => `/trips/${id}/readiness`,
  bookings: (id) => `/trips/${id}/bookings`,
  travellers: (id) => `/trips/${id}/travellers`,
  traveller_link: (id) => `/trips/${id}/traveller-link`,
  vouchers: (id) => `/trips/${id}/vouchers`,
  notes: (id) => `/trips/${id}/notes`,
  tasks: (id) => `/tasks/about/trip/${id}?page=1`,
  invoice_lines: (id) => `/trips/${id}/invoice-lines`,
  dossier_match: (id) => `/trips/${id}/dossier-match`,
  auto_transfers: (id) => `/trips/${id}/auto-transfers`,
};

const providerRoutes: Record<string, (id: number, category: number) => string> = {
  rates: (id) => `/providers/${id}/rates`,
  services: (id) => `/providers/${id}/services`,
  voucher: (id, category) => `/providers/${id}/vouchers/${voucherKindOfCategory(category)}`,
  notes: (id) => `/providers/${id}/notes`,
  tasks: (id) => `/tasks/about/provider/${id}?page=1`,
};

const withoutTasks = (rights: ReturnType<typeof fullRights>) =>
  Object.fromEntries(Object.entries(rights).filter(([key]) => key !== 'tasks'));

/**
 * The trip and provider screens answer in one call (issue #51): the record as its own route answers it and
 * each panel's part exactly as the panel's own route answers it; a part the reader may not see is left out.
 */
describe.each(targets)('screens in one call on %s', (target) => {
  let t: TestApp;
  let admin: string;
  let tripIds: number[];
  let providerIds: number[];

  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await signIn(t);
    // Trips whose panels have something to show: notes (none in the demo now), tasks, invoice lines,
    // automatic luggage rows, a traveller link, and the trip with the most stays.
    const { rows } = await sql<{ id: number }>`
      (select trip_id as id from trip_notes order by trip_id limit 1)
      union (select object_id from tasks where object_type_id = 2 and object_id is not null
        order by object_id limit 1)
      union (select trip_id from trip_auto_transfers order by trip_id limit 1)
      union (select trip_id from traveller_links order by trip_id limit 1)
      union (select a.trip_id from invoice_services s join trip_accommodations a on a.id = s.accommodation_id
        order by a.trip_id limit 1)
      union (select trip_id from trip_accommodations group by trip_id order by count(*) desc, trip_id limit 1)
    `.execute(t.db);
    tripIds = rows.map((r) => r.id).filter((id) => id !== null);
    const providers = await sql<{ id: number }>`
      (select provider_id as id from trip_accommodations where provider_id is not null
        group by provider_id order by count(*) desc limit 1)
      union (select object_id from tasks where object_type_id = 3 and object_id is not null
        order by object_id limit 1)
      union (select provider_id from provider_notes order by provider_id limit 1)
    `.execute(t.db);
    providerIds = providers.rows.map((r) => r.id).filter((id) => id !== null);
  });
  afterAll(() => t?.close());

  it('answers the trip as GET /trips/{id} and every part as its own route does', async () => {
    expect(tripIds.length).toBeGreaterThanOrEqual(3);
    const shown = new Set<string>();
    for (const id of tripIds) {
      const screen = await get(t, `/trips/${id}/screen`, admin);
      expect(screen.statusCode).toBe(200);
      const { parts, ...trip } = screen.json();
      expect(trip).toEqual((await get(t, `/trips/${id}`, admin)).json());
      // Every part is there for a reader with every right (a part missing is a panel asking on its own).
      expect(Object.keys(parts).sort()).toEqual(Object.keys(tripScreenParts.shape).sort());
      for (const [name, route] of Object.entries(tripRoutes)) {
        const own = await get(t, route(id), admin);
        expect(own.statusCode, name).toBe(200);
        expect(parts[name], `${name} of trip ${id}`).toEqual(own.json());
        const body = parts[name] as { items?: unknown[]; problems?: unknown[]; link?: unknown };
        if ((body.items?.length ?? 0) > 0 || (body.problems?.length ?? 0) > 0 || body.link) shown.add(name);
      }
    }
    // The trips compared had something in the parts that list things, not only empty answers.
    expect([...shown].sort()).toEqual(
      expect.arrayContaining(['auto_transfers', 'invoice_lines', 'readiness', 'tasks', 'traveller_link']),
    );
  });

  it('leaves out a part the reader may not see, and refuses a reader without the trip', async () => {
    const id = tripIds[0]!;
    const member = await memberWith(t, withoutTasks(fullRights()), 'no tasks');
    const screen = await get(t, `/trips/${id}/screen`, member.token);
    expect(screen.statusCode).toBe(200);
    expect((await get(t, `/tasks/about/trip/${id}?page=1`, member.token)).statusCode).toBe(403);
    expect(Object.keys(screen.json().parts).sort()).toEqual(
      Object.keys(tripScreenParts.shape)
        .filter((name) => name !== 'tasks')
        .sort(),
    );
    const stranger = await memberWith(t, { tasks: ['view'] }, 'no trips');
    expect((await get(t, `/trips/${id}/screen`, stranger.token)).statusCode).toBe(403);
    expect((await get(t, '/trips/999999999/screen', admin)).statusCode).toBe(404);
  });

  it('answers the provider as GET /providers/{id} and every tab as its own route does', async () => {
    expect(providerIds.length).toBeGreaterThanOrEqual(2);
    for (const id of providerIds) {
      const screen = await get(t, `/providers/${id}/screen`, admin);
      expect(screen.statusCode).toBe(200);
      const { parts, ...provider } = screen.json();
      expect(provider).toEqual((await get(t, `/providers/${id}`, admin)).json());
      expect(Object.keys(parts).sort()).toEqual(Object.keys(providerScreenParts.shape).sort());
      for (const [name, route] of Object.entries(providerRoutes)) {
        const own = await get(t, route(id, provider.provider.category_id), admin);
        expect(own.statusCode, name).toBe(200);
        expect(parts[name], `${name} of provider ${id}`).toEqual(own.json());
      }
    }
    const member = await memberWith(t, withoutTasks(fullRights()), 'no tasks');
    const screen = await get(t, `/providers/${providerIds[0]}/screen`, member.token);
    expect(Object.keys(screen.json().parts)).not.toContain('tasks');
    expect(Object.keys(screen.json().parts)).toContain('rates');
    const stranger = await memberWith(t, { trips: ['view'] }, 'no providers');
    expect((await get(t, `/providers/${providerIds[0]}/screen`, stranger.token)).statusCode).toBe(403);
  });
});
