import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serviceStatus } from '@trips/shared/modules/bookings/bookings.constants';
import { generalStatuses } from '@trips/shared/modules/trips/trips.constants';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/database.ts';
import { ADMIN, DEMO_PASSWORD } from './support/auth.ts';
import { bookingEmails, bookingProvider, linkIn, stageIds } from './support/bookings.ts';
import type { TestApp } from './support/harness.ts';
import { call, type ServerProcess, startServerProcess } from './support/server-process.ts';
import { type ReceivedMail, startSmtpServer, textOf } from './support/smtp.ts';
import { createPostgresDatabase } from './support/test-databases.ts';
import { scaled } from './support/timeouts.ts';
import { saveBodyOf } from './support/trips.ts';
import { waitUntil } from './support/wait.ts';

const TRIPS = 20;
/** Trips created and activated through both servers; the rest go through the survivor, the kill among them. */
const THROUGH_BOTH = 12;
/** Hotel nights a trip books: one booking request each. */
const NIGHTS = ['2031-05-10', '2031-05-11', '2031-05-12', '2031-05-13'];
const LEASE_MS = 1000;

type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;

// Server processes sharing one database need a real PostgreSQL server.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'two server processes on one PostgreSQL, one killed mid-run',
  () => {
    let db: Database;
    let dropDatabase: () => Promise<void> = async () => {};
    let dataDir: string;
    const servers: ServerProcess[] = [];
    let doomedSmtp: Smtp;
    let survivorSmtp: Smtp;
    /**
     * Once armed, the first mail whose data reaches the doomed server's relay gets SIGKILL for an answer:
     * the server dies mid-send, with whatever else its runner held (other sends, booking steps half done
     * in a transaction, jobs claimed but not begun). Such mails are never acknowledged: in flight.
     */
    let armed = false;
    let killedAt: number | null = null;
    const inFlight: ReceivedMail[] = [];

    beforeAll(async () => {
      const template = inject('seededDatabases')?.postgresTemplate;
      if (!template) throw new Error('no seeded PostgreSQL template');
      const created = await createPostgresDatabase('servers', template);
      dropDatabase = created.drop;
      db = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 2 });
      dataDir = mkdtempSync(join(tmpdir(), 'trips-servers-'));
      doomedSmtp = await startSmtpServer({
        hold: (raw) => {
          if (!armed) return false;
          inFlight.push({ from: '', to: [], raw });
          if (killedAt === null) {
            servers[0]!.child.kill('SIGKILL');
            killedAt = Date.now();
          }
          return true;
        },
      });
      survivorSmtp = await startSmtpServer();
      // What every server of the deployment shares: the database, the key sealing secrets, the uploads
      // folder, the public address of the links; behind a load balancer that passes the client's address.
      const shared = {
        DATABASE_URL: created.url,
        SETTINGS_SECRET_KEY: randomBytes(32).toString('hex'),
        DATA_DIR: dataDir,
        PUBLIC_URL: 'https://trips.example.test',
        TRUST_PROXY: 'true',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'silent',
        WEB_DIST: '/nonexistent',
        JOBS_POLL_MS: '100',
        JOBS_LEASE_MS: String(LEASE_MS),
        DATABASE_POOL_SIZE: '4',
      };
      // Each server sends through a relay of its own, so the test knows which server sent what.
      servers.push(
        ...(await Promise.all([
          startServerProcess('doomed', { ...shared, SMTP_URL: doomedSmtp.url }),
          startServerProcess('survivor', { ...shared, SMTP_URL: survivorSmtp.url }),
        ])),
      );
    }, scaled(60_000));

    afterAll(async () => {
      await Promise.all(servers.map((s) => s.kill()));
      await doomedSmtp?.close();
      await survivorSmtp?.close();
      await db?.destroy();
      await dropDatabase();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    const signIn = async (server: ServerProcess, identifier = ADMIN.email, password = ADMIN.password) => {
      const res = await call(server, 'POST', '/login', { body: { identifier, password } });
      if (res.status !== 200) throw new Error(`sign-in on ${server.name} failed: ${res.text}`);
      return res.json.access_token as string;
    };

    /** Creates a trip with its hotel nights on one server and activates it on another (or the same). */
    async function bookTrip(
      n: number,
      hotels: number[],
      stages: number[],
      creator: Session,
      activator: Session,
    ) {
      const created = await call(creator.server, 'POST', '/trips', {
        token: creator.token,
        body: {
          trip_name: `Several servers ${n}`,
          start_date: NIGHTS[0],
          end_date: NIGHTS.at(-1),
          general_status_id: generalStatuses.pending,
          trip_type_id: 1,
        },
      });
      expect(created.status, created.text).toBe(200);
      const id = created.json.trip.id as number;
      const body = saveBodyOf(
        (await call(creator.server, 'GET', `/trips/${id}`, { token: creator.token })).json,
      );
      body.accommodations = hotels.map((provider_id, i) => ({
        provider_id,
        location_id: stages[i]!,
        checkin_date: NIGHTS[i]!,
        checkout_date: NIGHTS[i + 1]!,
        double_rooms: 1,
        people: 2,
        is_send_email: true,
      }));
      const saved = await call(creator.server, 'PUT', `/trips/${id}`, { token: creator.token, body });
      expect(saved.status, saved.text).toBe(200);
      const loaded = await call(activator.server, 'GET', `/trips/${id}`, { token: activator.token });
      const active = saveBodyOf(loaded.json);
      active.trip = { ...active.trip, general_status_id: generalStatuses.active };
      const activated = await call(activator.server, 'PUT', `/trips/${id}`, {
        token: activator.token,
        body: active,
      });
      expect(activated.status, activated.text).toBe(200);
      return id;
    }

    interface Session {
      server: ServerProcess;
      token: string;
    }

    it(
      'books 20 trips through both while one is killed with SIGKILL: every job done, every request sent, twice only when in flight',
      async () => {
        const [doomed, survivor] = servers as [ServerProcess, ServerProcess];
        const t = { db } as TestApp;
        const stages = (await stageIds(t)).slice(0, NIGHTS.length - 1);
        const hotels: number[] = [];
        for (const [i, location] of stages.entries())
          hotels.push(await bookingProvider(t, `Multi Server Hotel ${i + 1}`, location));

        const onDoomed: Session = { server: doomed, token: await signIn(doomed) };
        const onSurvivor: Session = { server: survivor, token: await signIn(survivor) };
        const settings = await call(survivor, 'GET', '/settings/booking', { token: onSurvivor.token });
        const savedSettings = await call(doomed, 'PUT', '/settings/booking', {
          token: onDoomed.token,
          body: {
            version: settings.json.version,
            values: { bps_test_mode: false, bps_booking_request_wait: 24 },
          },
        });
        expect(savedSettings.status, savedSettings.text).toBe(200);

        // A rate limit counts across servers: wrong passwords from one client address, spread over both
        // servers, lock that address out on both once the pair's limit (10) is reached.
        const guess = (server: ServerProcess, password: string) =>
          call(server, 'POST', '/login', {
            body: { identifier: 'bruno@example.com', password },
            headers: { 'x-forwarded-for': '203.0.113.77' },
          });
        for (let i = 0; i < 10; i++) expect((await guess(servers[i % 2]!, 'Wrong#123')).status).toBe(401);
        expect((await guess(doomed, 'Wrong#123')).status).toBe(429);
        expect((await guess(survivor, DEMO_PASSWORD)).status).toBe(429);
        // The owner from another address is let in: the count is the address's, not the account's.
        const owner = await call(survivor, 'POST', '/login', {
          body: { identifier: 'bruno@example.com', password: DEMO_PASSWORD },
          headers: { 'x-forwarded-for': '198.51.100.20' },
        });
        expect(owner.status).toBe(200);

        /** Jobs running, or due by now. */
        const unfinished = async () =>
          Number(
            (
              await db
                .selectFrom('jobs')
                .select((eb) => eb.fn.countAll<string>().as('n'))
                .where((eb) =>
                  eb.or([
                    eb('status', '=', 'running'),
                    eb.and([eb('status', '=', 'due'), eb('run_at', '<=', new Date())]),
                  ]),
                )
                .executeTakeFirstOrThrow()
            ).n,
          );
        // Trips through both servers, alternating which creates and which activates.
        const trips: number[] = [];
        for (let n = 1; n <= THROUGH_BOTH; n++) {
          const [creator, activator] = n % 2 ? [onDoomed, onSurvivor] : [onSurvivor, onDoomed];
          trips.push(await bookTrip(n, hotels, stages, creator, activator));
        }
        const deliveredByDoomed = doomedSmtp.inbox.length;
        // The rest through the survivor only, with the session signed in on the doomed server, while the
        // doomed server's runner still takes its share of the work: its next send kills it.
        armed = true;
        const carriedOver: Session = { server: survivor, token: onDoomed.token };
        // All at once, as a busy office would: more jobs come due together than one server's runner takes.
        const rest = Array.from({ length: TRIPS - THROUGH_BOTH }, (_, i) => THROUGH_BOTH + 1 + i);
        trips.push(
          ...(await Promise.all(rest.map((n) => bookTrip(n, hotels, stages, carriedOver, carriedOver)))),
        );
        // Should the survivor have taken every send of those trips, the doomed server dies idle instead.
        await waitUntil(async () => killedAt !== null || (await unfinished()) === 0, 50);
        killedAt ??= Date.now();
        await doomed.kill();
        expect(doomed.exited).toBe(true);
        const inFlightAtKill = inFlight.length;
        // A session signed in on the killed server works on the survivor.
        expect((await call(survivor, 'GET', '/get-user-permission', { token: onDoomed.token })).status).toBe(
          200,
        );
        // The lock-out outlives the server that counted half of it.
        expect((await guess(survivor, DEMO_PASSWORD)).status).toBe(429);

        const expectedRequests = TRIPS * hotels.length;
        const requestEmails = async () =>
          (await bookingEmails(t)).filter((e) => e.template_slug === 'booking-request');
        await waitUntil(async () => {
          const requests = await requestEmails();
          return (
            requests.length === expectedRequests &&
            requests.every((e) => e.status === 'sent') &&
            (await unfinished()) === 0
          );
        }, 100);
        const settledMs = Date.now() - killedAt!;

        // Every request went out at least once: the relays' mails, the dead server's in-flight ones included
        // (the worst case: its relay kept what it received, though it never acknowledged it).
        const requests = await requestEmails();
        const delivered = [...doomedSmtp.inbox, ...inFlight, ...survivorSmtp.inbox].map(textOf);
        const copies = new Map(
          requests.map((e) => [e.id, delivered.filter((text) => text.includes(linkIn(e))).length]),
        );
        expect([...copies.values()].filter((n) => n === 0)).toEqual([]);
        expect(deliveredByDoomed).toBeGreaterThan(0);
        expect(survivorSmtp.inbox.length).toBeGreaterThan(0);
        expect(inFlight).toHaveLength(inFlightAtKill);

        // A job claimed again (a second attempt) is one the dead server held: the survivor took it once its
        // lease ran out. (An attempt that failed would be retried too; none fails here: every job is done.)
        const jobs = await db
          .selectFrom('jobs')
          .select(['id', 'kind', 'status', 'run_at', 'attempts', 'payload', 'finished_at'])
          .execute();
        const takenOver = jobs.filter((j) => j.attempts > 1);
        const deliveriesTakenOver = takenOver.filter((j) => j.kind === 'outbox.deliver');
        const takenOverOutbox = new Set(
          deliveriesTakenOver.map((j) => (j.payload as { outbox_id: number }).outbox_id),
        );
        // A message goes twice only when its send was in flight on the killed server: its delivery job is
        // one the survivor took over, and there are no more duplicates than the dead server's sends in flight.
        const duplicated = requests.filter((e) => copies.get(e.id)! > 1);
        const duplicates = duplicated.reduce((sum, e) => sum + copies.get(e.id)! - 1, 0);
        expect(duplicated.filter((e) => copies.get(e.id)! > 2)).toEqual([]);
        expect(duplicated.filter((e) => !takenOverOutbox.has(e.id))).toEqual([]);
        expect(duplicates).toBeLessThanOrEqual(inFlightAtKill);
        expect(duplicates).toBeLessThanOrEqual(deliveriesTakenOver.length);
        expect(deliveriesTakenOver.length).toBeGreaterThanOrEqual(inFlightAtKill);

        // Every job finished: none failed or left running; only those scheduled for later (the reminders a
        // day on, the daily sweeps) still wait.
        const now = new Date();
        expect(jobs.filter((j) => j.status === 'failed' || j.status === 'running')).toEqual([]);
        expect(takenOver.filter((j) => j.status !== 'done')).toEqual([]);
        expect(jobs.filter((j) => j.status !== 'done' && new Date(j.run_at) <= now)).toEqual([]);
        const later = jobs.filter((j) => j.status === 'due');
        expect(
          later.every((j) => j.kind === 'booking.chase' || new Date(j.run_at).getTime() > now.getTime()),
        ).toBe(true);
        // Every row waits for its hotel's answer: requested once, by one of the servers.
        const rows = await db
          .selectFrom('trip_accommodations')
          .select(['trip_service_status_id'])
          .where('trip_id', 'in', trips)
          .execute();
        expect(rows).toHaveLength(expectedRequests);
        expect(rows.every((r) => Number(r.trip_service_status_id) === serviceStatus.requested)).toBe(true);
        const asked = await db
          .selectFrom('booking_requests')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('trip_id', 'in', trips)
          .executeTakeFirstOrThrow();
        expect(Number(asked.n)).toBe(expectedRequests);

        const byKind = (list: { kind: string }[]) => {
          const counts = new Map<string, number>();
          for (const { kind } of list) counts.set(kind, (counts.get(kind) ?? 0) + 1);
          return [...counts].map(([kind, n]) => `${n} ${kind}`).join(', ') || 'none';
        };
        console.log(
          [
            `several servers: 2 processes on one PostgreSQL, ${TRIPS} trips (${THROUGH_BOTH} through both, ${TRIPS - THROUGH_BOTH} through the survivor while the other was killed)`,
            `requests sent: ${requests.length} distinct, as ${delivered.length} mails (${deliveredByDoomed} by the doomed server before the kill phase, ${inFlightAtKill} in flight on it at the SIGKILL)`,
            `duplicates: ${duplicates}`,
            `jobs taken over by the survivor: ${takenOver.length} (${byKind(takenOver)}), the last done ${Math.max(0, ...takenOver.map((j) => new Date(j.finished_at!).getTime() - killedAt!))} ms after the kill`,
            `jobs done: ${jobs.filter((j) => j.status === 'done').length}, scheduled for later: ${later.length} (${byKind(later)}); all settled ${settledMs} ms after the kill (lease ${LEASE_MS} ms)`,
          ].join('\n'),
        );
      },
      scaled(120_000),
    );
  },
);
