import { notificationText } from '@trips/shared/modules/notifications/notifications.constants';
import type { TripHistoryItem } from '@trips/shared/modules/trips/trips.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, get, signIn } from './support/auth.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';
import { userIdOf } from './support/people.ts';
import { providerId } from './support/providers.ts';
import { loadTrip, newTrip, saveBodyOf, saveTrip } from './support/trips.ts';

const _pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe.each(targets)('trip history, owner notices, notes, tasks and access on %s', (target) => {
  let t: TestApp;
  let olga: string;
  let hotel: number;

  const history = async (id: number, page = 1) =>
    (await get(t, `/trips/${id}/history?page=${page}`, olga)).json();
  const change = (items: TripHistoryItem[], field: string) =>
    items.flatMap((i) => i.changes).find((c) => c.field === field);

  beforeAll(async () => {
    t = await startTestApp(target);
    olga = await signIn(t, 'olga@example.com', DEMO_PASSWORD);
    hotel = await providerId(t, 'Hotel Alfonso IX');
  });
  afterAll(() => t.close());

  it('records the trip and each row with who, what, before and after, newest first', async () => {
    const { trip } = await newTrip(t, olga);
    const body = saveBodyOf(await loadTrip(t, olga, trip.id));
    body.trip.trip_name = 'Renamed';
    body.accommodations = [{ provider_id: hotel, people: 2 }];
    const first = (await saveTrip(t, olga, trip.id, body)).json();
    const row = first.accommodations[0];
    const edit = saveBodyOf(first);
    edit.accommodations = [{ ...row, people: 3 }];
    const second = (await saveTrip(t, olga, trip.id, edit)).json();
    const drop = saveBodyOf(second);
    drop.accommodations = [];
    drop.deleted.accommodations = [row.id];
    await saveTrip(t, olga, trip.id, drop);
    const { items, all_count, has_more } = await history(trip.id);
    expect({ all_count, has_more }).toEqual({ all_count: 5, has_more: false });
    const subject = `Accommodation #${row.id}`;
    expect(items.map((i: TripHistoryItem) => [i.action, i.subject])).toEqual([
      ['delete', subject],
      ['update', subject],
      ['create', subject],
      ['update', null],
      ['create', null],
    ]);
    expect(items[0]).toMatchObject({ user_name: 'Olga Ortega' });
    expect(items[1].changes).toEqual([{ field: 'people', before: 2, after: 3 }]);
    expect(change(items.slice(2), 'provider_name')).toEqual({
      field: 'provider_name',
      before: null,
      after: 'Hotel Alfonso IX',
    });
    expect(change(items.slice(3), 'trip_name')).toEqual({
      field: 'trip_name',
      before: 'Camino test',
      after: 'Renamed',
    });
    expect(change(items.slice(4), 'start_date')).toEqual({
      field: 'start_date',
      before: null,
      after: '2031-05-01',
    });
  });

  it('names statuses and meal plans in the reader’s language, older English entries too', async () => {
    const { trip } = await newTrip(t, olga);
    const body = saveBodyOf(await loadTrip(t, olga, trip.id));
    body.trip.insurance_status_id = 2;
    body.accommodations = [{ provider_id: hotel, people: 2, meals_id: 1 }];
    const first = (await saveTrip(t, olga, trip.id, body)).json();
    const edit = saveBodyOf(first);
    edit.accommodations = [{ ...first.accommodations[0], meals_id: 5 }];
    await saveTrip(t, olga, trip.id, edit);
    // An entry written before reference rows were named per language holds the English name.
    await t.db
      .insertInto('audit_log')
      .values({
        entity: 'trip',
        entity_id: trip.id,
        action: 'update',
        subject: null,
        user_id: null,
        changes: JSON.stringify({ general_status_name: ['Pending', 'Active'] }),
      })
      .execute();
    const read = async (language: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/trips/${trip.id}/history`,
          headers: { authorization: `Bearer ${olga}`, 'accept-language': language },
        })
      ).json().items as TripHistoryItem[];
    const es = await read('es');
    expect(change(es, 'general_status_name')).toEqual({
      field: 'general_status_name',
      before: 'Pendiente',
      after: 'Activo',
    });
    expect(change(es, 'meals_name')).toEqual({
      field: 'meals_name',
      before: 'Desayuno',
      after: 'Solo alojamiento',
    });
    expect(change(es, 'insurance_status_name')).toEqual({
      field: 'insurance_status_name',
      before: 'Ninguno',
      after: 'Ofrecido',
    });
    // An automation's entry about several rows keeps ids under each row's field: read as names too.
    const row = first.accommodations[0].id;
    await t.db
      .insertInto('audit_log')
      .values({
        entity: 'trip',
        entity_id: trip.id,
        action: 'booking',
        subject: `Accommodation #${row}: declined`,
        user_id: null,
        changes: JSON.stringify({ [`Accommodation #${row} trip_service_status_id`]: [2, 8] }),
      })
      .execute();
    // The row named as people name it, in the reader's language, before its field.
    // This row has its hotel but no place yet: 'Alojamiento (Hotel …)', never 'Accommodation #12'.
    const night = 'Alojamiento \\(';
    const spanish = await read('es');
    const field = spanish[0]!.changes[0]!.field;
    expect(field).toMatch(new RegExp(`^${night}.* trip_service_status_name$`));
    expect(spanish[0]!.subject).toMatch(new RegExp(`^${night}.*: declined$`));
    expect(change(spanish, field)).toEqual({
      field,
      before: 'Solicitado',
      after: 'Rechazado',
    });
    const en = await read('en');
    expect(change(en, 'meals_name')).toEqual({
      field: 'meals_name',
      before: 'Breakfast',
      after: 'Room only',
    });
    expect(es.flatMap((i) => i.changes).map((c) => c.field)).not.toContain('meals_id');
  });

  it('pages the history 25 at a time', async () => {
    let d = await newTrip(t, olga);
    for (let i = 1; i <= 27; i++) {
      const body = saveBodyOf(d);
      body.trip.trip_comments = `comment ${i}`;
      d = (await saveTrip(t, olga, d.trip.id, body)).json();
    }
    const first = await history(d.trip.id);
    expect(first).toMatchObject({ all_count: 28, has_more: true });
    expect(first.items).toHaveLength(25);
    const second = await history(d.trip.id, 2);
    expect(second).toMatchObject({ has_more: false });
    expect(second.items.map((i: TripHistoryItem) => i.action)).toEqual(['update', 'update', 'create']);
    expect((await get(t, '/trips/999999/history', olga)).statusCode).toBe(404);
  });

  it('tells a new operations owner, not the saver choosing themselves', async () => {
    const pablo = await userIdOf(t, 'pablo@example.com');
    const notices = () =>
      t.db
        .selectFrom('notifications')
        .selectAll()
        .where('user_id', 'in', [pablo, olgaId])
        .where('rel_type', '=', 'trip')
        .execute();
    const olgaId = await userIdOf(t, 'olga@example.com');
    const { trip } = await newTrip(t, olga, { trip_name: 'Owned' });
    const body = saveBodyOf(await loadTrip(t, olga, trip.id));
    body.trip.operations_owner_id = olgaId;
    const mine = (await saveTrip(t, olga, trip.id, body)).json();
    expect(await notices()).toEqual([]);
    const handOver = saveBodyOf(mine);
    handOver.trip.operations_owner_id = pablo;
    const saved = (await saveTrip(t, olga, trip.id, handOver)).json();
    expect(saved.trip.operations_owner_name).toBe('Pablo Prieto');
    expect(await notices()).toMatchObject([
      {
        user_id: pablo,
        rel_id: trip.id,
        content: notificationText('tripOwner', ['Owned']),
        from_user_id: olgaId,
      },
    ]);
    await saveTrip(t, olga, trip.id, saveBodyOf(saved));
    expect(await notices()).toHaveLength(1);
  });
});
