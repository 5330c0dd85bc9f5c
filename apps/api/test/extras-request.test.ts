import type { TripResponse } from '@trips/shared/modules/trips/trips.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writtenDay } from '../src/engine/templates/context.ts';
import { get, signIn } from './support/auth.ts';
import { bookingEmails, bookingProvider, type OutboxEmail, stepsOn } from './support/bookings.ts';
import { clockAheadOfRealTime } from './support/clock.ts';
import { everyTarget, startTestApp, type TestApp } from './support/harness.ts';
import { locationId, put } from './support/providers.ts';
import { loadTrip, newTrip, saveBodyOf, saveTrip } from './support/trips.ts';

const day = '2031-06-12';
/** The email's text as its reader sees it, a line each, without the marks of list items. */
const linesOf = (email: OutboxEmail) =>
  email.body
    .split('\n')
    .map((line) => line.trim().replace(/^[-•*]\s+/, ''))
    .filter(Boolean);

/**
 * The request for an extra tells the provider what to do, in its language (issue 47): the service's name
 * as the provider names it, the day, the time and the meeting point of its service item for that language
 * and place, how long, and for how many; a value the service does not have leaves no empty label.
 */
describe.each(everyTarget)('the request for an extra, read by a Spanish guide, on %s', (target) => {
  let t: TestApp;
  let admin: string;
  let drain: () => Promise<void>;
  const clock = clockAheadOfRealTime();
  let guide: number;
  let sarria: number;
  let tripId: number;

  const requestOf = async (rowId: number) => {
    const emails = (await bookingEmails(t)).filter(
      (e) => e.subject_type === 'trip_other_service' && e.subject_id === rowId,
    );
    expect(emails.map((e) => e.template_slug)).toEqual(['other-booking-request']);
    return emails[0]!;
  };

  beforeAll(async () => {
    t = await startTestApp(target, {}, undefined, { clock });
    drain = await stepsOn(t, clock);
    admin = await signIn(t);
    const settings = (await get(t, '/settings/booking', admin)).json();
    const values = { bps_test_mode: false };
    expect((await put(t, '/settings/booking', { version: settings.version, values }, admin)).statusCode).toBe(
      200,
    );
    sarria = await locationId(t, 'Sarria');
    guide = await bookingProvider(t, 'Guías do Xacobeo', sarria, { category: 5, language: 2 });
    const services = (await get(t, `/providers/${guide}/services`, admin)).json();
    const place = { location_id: sarria, provider_point_id: null };
    const saved = await put(
      t,
      `/providers/${guide}/services`,
      {
        version: services.version,
        services: [
          {
            name: 'Accompanying guide, morning',
            name_es: 'Guía acompañante, mañana',
            name_de: 'Begleitender Guide, Vormittag',
            service_type_id: 1,
            items: [
              {
                ...place,
                language_id: 1,
                time: '08:30',
                duration: '4 hours',
                meeting_point_name: 'Hotel reception',
              },
              // The Spanish item says where and how long; the time is the English item's.
              { ...place, language_id: 2, duration: '4 horas', meeting_point_name: 'Recepción del hotel' },
            ],
          },
          { name: 'Picnic lunch', name_es: 'Comida campestre', service_type_id: 1 },
        ],
      },
      admin,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const [walk, picnic] = saved.json().services as { id: number }[];
    const created = await newTrip(t, admin, { trip_name: 'Extras', start_date: day, end_date: '2031-06-15' });
    tripId = created.trip.id;
    const save = async (edit: (body: ReturnType<typeof saveBodyOf>) => void) => {
      const body = saveBodyOf(await loadTrip(t, admin, tripId));
      edit(body);
      const res = await saveTrip(t, admin, tripId, body);
      expect(res.statusCode, res.body).toBe(200);
    };
    const extra = (service_id: number, people: number) =>
      ({
        provider_id: guide,
        service_id,
        service_type_id: 1,
        location_id: sarria,
        from_date: day,
        to_date: day,
        people,
        is_send_email: true,
      }) as TripResponse['other_services'][number];
    await save((body) => {
      body.trip = { ...body.trip, travellers: 3 };
      body.other_services = [extra(walk!.id, 3), extra(picnic!.id, 2)];
    });
    await save((body) => {
      body.trip = { ...body.trip, general_status_id: 2 };
    });
    await drain();
  });
  afterAll(() => t?.close());

  it('says what, when, where and for how many in Spanish, with no English name', async () => {
    const [walk] = (await loadTrip(t, admin, tripId)).other_services;
    const email = await requestOf(walk!.id);
    const lines = linesOf(email);
    expect(email.subject).toContain('Guía acompañante, mañana');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Servicio: Guía acompañante, mañana (Guías acompañantes)',
        `Fecha: ${writtenDay(day, 'es')}`,
        'Hora: 08:30',
        'Duración: 4 horas',
        'Punto de encuentro: Recepción del hotel',
        'Lugar: Sarria',
        'Personas: 3',
      ]),
    );
    expect(`${email.subject}\n${email.body}`).not.toContain('Accompanying guide');
    expect(email.body).not.toContain('Hotel reception');
  });

  it('leaves out the time, duration and meeting point of a service that has none, label and all', async () => {
    const [, picnic] = (await loadTrip(t, admin, tripId)).other_services;
    const lines = linesOf(await requestOf(picnic!.id));
    expect(lines).toEqual(expect.arrayContaining(['Personas: 2', 'Lugar: Sarria']));
    expect(lines.some((l) => l.startsWith('Servicio: Comida campestre'))).toBe(true);
    for (const label of ['Hora', 'Duración', 'Punto de encuentro'])
      expect(lines.filter((l) => l.startsWith(label))).toEqual([]);
  });

  it('names the service in the reader’s language on the trip screen, English where it has no name', async () => {
    const read = async (language: string) =>
      (
        await t.app.inject({
          url: `/api/v1/trips/${tripId}`,
          headers: { authorization: `Bearer ${admin}`, 'accept-language': language },
        })
      ).json() as TripResponse;
    const names = (trip: TripResponse) => trip.other_services.map((r) => r.service_name);
    expect(names(await read('es'))).toEqual(['Guía acompañante, mañana', 'Comida campestre']);
    expect(names(await read('de'))).toEqual(['Begleitender Guide, Vormittag', 'Picnic lunch']);
    expect(names(await read('en'))).toEqual(['Accompanying guide, morning', 'Picnic lunch']);
  });
});
