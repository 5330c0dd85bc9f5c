import { taskObjectTypes } from '@trips/shared/modules/tasks/tasks.constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, signIn } from './support/auth.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';
import { userIdOf } from './support/people.ts';
import { expectRefusal, type Language, send } from './support/refusals.ts';

const languages: Language[] = ['en', 'es'];

/** Every Delete of the API that a record in use refuses: each names its users, then goes once they are gone. */
describe.each(targets)('deletes refused while in use, on %s', (target) => {
  let t: TestApp;
  let admin: string;
  let trip: { id: number; start_location_id: number | null; branding_id: number | null };

  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await signIn(t);
    trip = await t.db
      .selectFrom('trips')
      .select(['id', 'start_location_id', 'branding_id'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
  });
  afterAll(() => t.close());

  /** The delete refused in both languages, naming exactly `users` (kind → ids). */
  const refuse = async (
    method: 'DELETE' | 'POST',
    url: string,
    subject: string,
    users: Record<string, number[]>,
    payload?: object,
  ) => {
    for (const language of languages) {
      const refused = await send(t, admin, method, url, language, payload);
      expect(refused.statusCode, refused.body).toBe(409);
      expectRefusal(refused.json(), subject, users, language);
    }
  };
  const deleted = async (method: 'DELETE' | 'POST', url: string, payload?: object) => {
    const res = await send(t, admin, method, url, 'en', payload);
    expect(res.statusCode, res.body).toBe(200);
  };

  const newProvider = async (name: string, location: number | null = null) =>
    (
      await t.db
        .insertInto('providers')
        .values({ category_id: 1, commercial_name: name, location_id: location })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  it('a location, while a trip starts there and a provider is there', async () => {
    const spain = await t.db
      .selectFrom('countries')
      .select('id')
      .where('iso2', '=', 'ES')
      .executeTakeFirstOrThrow();
    const created = await send(t, admin, 'POST', '/locations', 'en', {
      name: 'Negreira',
      country_id: spain.id,
    });
    const { id } = created.json().location;
    await t.db.updateTable('trips').set({ start_location_id: id }).where('id', '=', trip.id).execute();
    const provider = await newProvider('Pensión Negreira', id);
    await refuse('DELETE', `/locations/${id}`, 'Negreira', { trip: [trip.id], provider: [provider] });

    await t.db
      .updateTable('trips')
      .set({ start_location_id: trip.start_location_id })
      .where('id', '=', trip.id)
      .execute();
    await t.db.deleteFrom('providers').where('id', '=', provider).execute();
    await deleted('DELETE', `/locations/${id}`);
  });

  it('a provider, while a trip books it and an itinerary offers its service', async () => {
    const provider = await newProvider('Hotel Refusal');
    const row = await t.db
      .selectFrom('trip_accommodations')
      .select(['id', 'trip_id', 'provider_id'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('trip_accommodations')
      .set({ provider_id: provider })
      .where('id', '=', row.id)
      .execute();
    const service = await t.db
      .insertInto('provider_services')
      .values({ provider_id: provider, name: 'Massage', position: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const itinerary = await t.db
      .selectFrom('itineraries')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const offer = await t.db
      .insertInto('itinerary_services')
      .values({ itinerary_id: itinerary.id, position: 99, day_offset: 0, service_id: service.id, units: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await refuse('DELETE', `/providers/${provider}`, 'Hotel Refusal', {
      trip: [row.trip_id],
      itinerary: [itinerary.id],
    });

    await t.db
      .updateTable('trip_accommodations')
      .set({ provider_id: row.provider_id })
      .where('id', '=', row.id)
      .execute();
    await t.db.deleteFrom('itinerary_services').where('id', '=', offer.id).execute();
    await deleted('DELETE', `/providers/${provider}`);
  });

  it("a provider's service in a services save, while an itinerary offers it", async () => {
    const provider = await newProvider('Guides Refusal');
    const url = `/providers/${provider}/services`;
    const added = await send(t, admin, 'PUT', url, 'en', {
      version: 1,
      services: [{ name: 'Guided walk', price: 20, items: [] }],
      deleted_ids: [],
    });
    expect(added.statusCode, added.body).toBe(200);
    const { version, services } = added.json();
    const itinerary = await t.db
      .selectFrom('itineraries')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const offer = await t.db
      .insertInto('itinerary_services')
      .values({
        itinerary_id: itinerary.id,
        position: 98,
        day_offset: 0,
        service_id: services[0].id,
        units: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const save = { version, services: [], deleted_ids: [services[0].id] };
    for (const language of languages) {
      const refused = await send(t, admin, 'PUT', url, language, save);
      expect(refused.statusCode).toBe(409);
      const [row] = refused.json().rows_in_use;
      expect(row).toMatchObject({ id: services[0].id, name: 'Guided walk' });
      expectRefusal(
        { ...refused.json(), used_by: row.used_by },
        'Guided walk',
        { itinerary: [itinerary.id] },
        language,
      );
    }

    await t.db.deleteFrom('itinerary_services').where('id', '=', offer.id).execute();
    expect((await send(t, admin, 'PUT', url, 'en', save)).statusCode).toBe(200);
  });

  it('a brand, while a trip sells under it and it sends from an email account', async () => {
    const { id } = await t.db
      .insertInto('brandings')
      .values({ name: 'Refused Ways', is_active: false })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('trips').set({ branding_id: id }).where('id', '=', trip.id).execute();
    const account = await t.db
      .insertInto('email_accounts')
      .values({ branding_id: id, email: 'refused@example.com', smtp_server: '' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await refuse('DELETE', `/brandings/${id}`, 'Refused Ways', {
      trip: [trip.id],
      email_account: [account.id],
    });

    await t.db
      .updateTable('trips')
      .set({ branding_id: trip.branding_id })
      .where('id', '=', trip.id)
      .execute();
    await t.db.deleteFrom('email_accounts').where('id', '=', account.id).execute();
    await deleted('DELETE', `/brandings/${id}`);
  });

  it('an itinerary, while a trip was made from it', async () => {
    const { id } = await t.db
      .insertInto('itineraries')
      .values({ holiday_id: 'REF-1N', name: 'Refused walk' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('trips').set({ itinerary_id: id }).where('id', '=', trip.id).execute();
    await refuse('DELETE', `/itineraries/${id}`, 'REF-1N · Refused walk', { trip: [trip.id] });

    await t.db.updateTable('trips').set({ itinerary_id: null }).where('id', '=', trip.id).execute();
    await deleted('DELETE', `/itineraries/${id}`);
  });

  it('a user group, while a user is in it', async () => {
    const group = (await send(t, admin, 'POST', '/add-user-group', 'en', { name: 'Night shift' })).json()
      .group;
    const nora = await userIdOf(t, 'nora@example.com');
    const { group_id: was } = await t.db
      .selectFrom('users')
      .select('group_id')
      .where('id', '=', nora)
      .executeTakeFirstOrThrow();
    await t.db.updateTable('users').set({ group_id: group.id }).where('id', '=', nora).execute();
    await refuse('POST', '/delete-user-group', 'Night shift', { user: [nora] }, { id: group.id });

    await t.db.updateTable('users').set({ group_id: was }).where('id', '=', nora).execute();
    await deleted('POST', '/delete-user-group', { id: group.id });
  });

  it('an invoice, while a task is about it', async () => {
    const invoice = await t.db
      .selectFrom('invoices')
      .select(['id', 'invoice_number', 'created_by'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const task = await t.db
      .insertInto('tasks')
      .values({
        subject: 'Check the invoice',
        deadline: '2030-01-01',
        owner_id: invoice.created_by!,
        created_by: invoice.created_by!,
        status_id: 1,
        object_type_id: taskObjectTypes.invoice,
        object_id: invoice.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await refuse('DELETE', `/invoices/${invoice.id}`, invoice.invoice_number, { task: [task.id] });

    await t.db.deleteFrom('tasks').where('id', '=', task.id).execute();
    await deleted('DELETE', `/invoices/${invoice.id}`);
  });

  it('a row of a settings list, while a record names it', async () => {
    const url = '/settings-lists/task_statuses';
    const loaded = (await get(t, url, admin)).json();
    const status = {
      name: 'Waiting on customer',
      name_es: 'Esperando al cliente',
      name_de: '',
      is_closed: false,
    };
    const added = (
      await send(t, admin, 'PUT', url, 'en', {
        rows: [...loaded.rows, status],
        deleted: [],
        version: loaded.version,
      })
    ).json();
    const row = added.rows.at(-1);
    const task = await t.db
      .selectFrom('tasks')
      .select(['id', 'status_id'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('tasks').set({ status_id: row.id }).where('id', '=', task.id).execute();
    const save = { rows: loaded.rows, deleted: [row.id], version: added.version };
    for (const language of languages) {
      const refused = await send(t, admin, 'PUT', url, language, save);
      expect(refused.statusCode).toBe(409);
      const body = refused.json();
      expect(body).toMatchObject({ conflict: 'in_use', ids: [row.id] });
      const name = language === 'es' ? 'Esperando al cliente' : 'Waiting on customer';
      expect(body.rows_in_use).toMatchObject([{ id: row.id, name }]);
      expectRefusal({ ...body, used_by: body.rows_in_use[0].used_by }, name, { task: [task.id] }, language);
    }

    await t.db.updateTable('tasks').set({ status_id: task.status_id }).where('id', '=', task.id).execute();
    expect((await send(t, admin, 'PUT', url, 'en', save)).statusCode).toBe(200);
  });
});
