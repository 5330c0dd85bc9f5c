import { randomUUID } from 'node:crypto';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { type Config, publicUrl } from './config.ts';
import type { Database } from './db/database.ts';
import { type Clock, systemClock } from './engine/jobs/clock.ts';
import { createJobRegistry } from './engine/jobs/registry.ts';
import { createJobRunner, type JobRunner } from './engine/jobs/runner.ts';
import { outboxDeliveryJob } from './engine/outbox/delivery.job.ts';
import { emailDelivery, smsDelivery } from './engine/outbox/drivers.ts';
import { createRateLimiter } from './engine/rate-limit/rate-limit.ts';
import { listsRoutes } from './engine/settings/lists.routes.ts';
import { createListsService } from './engine/settings/lists.service.ts';
import { recordsRoutes } from './engine/settings/records.routes.ts';
import { createRecordsService } from './engine/settings/records.service.ts';
import { createSecretBox } from './engine/settings/secret-box.ts';
import { createSettingsRepo } from './engine/settings/settings.repo.ts';
import { createLocalDiskStorage } from './engine/storage/local-disk.ts';
import { responseSerializer } from './http/response-serializer.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createHumanCheck } from './modules/auth/human-check.ts';
import { createPasswordResetService } from './modules/auth/password-reset.service.ts';
import { createSessionsRepo } from './modules/auth/sessions.repo.ts';
import { createSignInService } from './modules/auth/sign-in.service.ts';
import { bookingJobs } from './modules/bookings/bookings.jobs.ts';
import { bookingsRoutes } from './modules/bookings/bookings.routes.ts';
import { bookingTemplateSamples } from './modules/bookings/bookings.samples.ts';
import { createBookingsService } from './modules/bookings/bookings.service.ts';
import { brandingsRoutes } from './modules/brandings/brandings.routes.ts';
import { createBrandingsService } from './modules/brandings/brandings.service.ts';
import { columnListsRoutes } from './modules/column-lists/column-lists.routes.ts';
import { dossiersRoutes } from './modules/dossiers/dossiers.routes.ts';
import { emailAccountsRoutes } from './modules/email-accounts/email-accounts.routes.ts';
import { createEmailAccountsService } from './modules/email-accounts/email-accounts.service.ts';
import { emailTemplatesRoutes } from './modules/email-templates/email-templates.routes.ts';
import { createEmailTemplatesService } from './modules/email-templates/email-templates.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { hospedajesRoutes } from './modules/hospedajes/hospedajes.routes.ts';
import { createHospedajesService } from './modules/hospedajes/hospedajes.service.ts';
import { invoicesRoutes } from './modules/invoices/invoices.routes.ts';
import { itinerariesRoutes } from './modules/itineraries/itineraries.routes.ts';
import { jobsRoutes } from './modules/jobs/jobs.routes.ts';
import { createJobsService } from './modules/jobs/jobs.service.ts';
import { locationsRoutes } from './modules/locations/locations.routes.ts';
import { lookupsVersion } from './modules/lookups/lookups.etag.ts';
import { lookupsRoutes } from './modules/lookups/lookups.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { outboxRoutes } from './modules/outbox/outbox.routes.ts';
import { createOutboxService } from './modules/outbox/outbox.service.ts';
import { providersRoutes } from './modules/providers/providers.routes.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { savedFiltersRoutes } from './modules/saved-filters/saved-filters.routes.ts';
import { tasksRoutes } from './modules/tasks/tasks.routes.ts';
import { transfersRoutes } from './modules/transfers/transfers.routes.ts';
import {
  scheduleTravellerLinkEmails,
  travellerLinkJobs,
} from './modules/traveller-links/traveller-links.jobs.ts';
import { travellerLinksRoutes } from './modules/traveller-links/traveller-links.routes.ts';
import { createTravellerLinksService } from './modules/traveller-links/traveller-links.service.ts';
import { readinessJobs, scheduleReadiness } from './modules/trips/readiness/readiness.jobs.ts';
import { tripsRoutes } from './modules/trips/trips.routes.ts';
import { userGroupsRoutes } from './modules/user-groups/user-groups.routes.ts';
import { createUsersRepo } from './modules/users/users.repo.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { voucherJobs } from './modules/vouchers/vouchers.jobs.ts';
import { vouchersRoutes } from './modules/vouchers/vouchers.routes.ts';
import { documentsTemplateSamples } from './modules/vouchers/vouchers.samples.ts';
import { createVoucherService } from './modules/vouchers/vouchers.service.ts';
import { zohoRoutes } from './modules/zoho/zoho.routes.ts';
import { createZohoService } from './modules/zoho/zoho.service.ts';
import { registerAccessGuard } from './plugins/access-guard.ts';
import { registerBackupRoute } from './plugins/backup.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerReaderLanguage } from './plugins/reader-language.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerSpa } from './plugins/spa.ts';
import { wireScreens, wireTripSteps } from './wiring.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The jobs runner (outbox delivery and other background work), exposed so tests can run it at once. */
    jobs: JobRunner;
  }
}

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface AppOptions {
  config: Config;
  db: Database;
  /** Secret for signing human-check challenges (kept in settings so every server shares it). */
  altchaKey: string;
  /** The key sealing stored secrets (`SETTINGS_SECRET_KEY`, or generated under DATA_DIR). */
  secretKey: Buffer;
  /** Where the jobs and the booking automation read the time; tests pass a clock they move. */
  clock?: Clock;
}

/** Builds the whole server: plugins, then the engine, then the modules. Listening is the caller's job. */
export async function buildApp({ config, db, altchaKey, secretKey, clock = systemClock }: AppOptions) {
  wireTripSteps();
  const app = Fastify({
    logger: { level: config.LOG_LEVEL, redact: ['req.headers.authorization'] },
    genReqId: (req) => (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || randomUUID(),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1_048_576,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer);
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  registerSecurityHeaders(app);
  registerReaderLanguage(app);
  registerMetrics(app, db, config.METRICS_TOKEN);
  registerBackupRoute(app, db, secretKey);

  // Uploaded files stay outside the web root; served only through their API routes.
  const secretBox = createSecretBox(secretKey);
  const storage = createLocalDiskStorage(join(resolve(config.DATA_DIR), 'uploads'));
  const emailAccounts = createEmailAccountsService(db, secretBox);
  const email = emailDelivery({ config, storage, findAccount: emailAccounts.sendingAccount });
  const bookingDeps = { db, publicUrl: publicUrl(config), timeZone: config.COMPANY_TIME_ZONE };
  const records = createRecordsService(db, secretBox);
  const zohoHosts = {
    accountsUrl: config.ZOHO_ACCOUNTS_URL,
    apiUrl: config.ZOHO_API_URL,
    overlapMs: 300_000,
  };
  const zoho = createZohoService({
    db,
    clock,
    hosts: zohoHosts,
    box: secretBox,
    records,
    kick: () => jobs.kick(),
  });
  const hospedajes = createHospedajesService({ db, clock, records, kick: () => jobs.kick() });
  const jobs = createJobRunner({
    db,
    clock,
    registry: createJobRegistry([
      outboxDeliveryJob(db, { email, sms: smsDelivery(config) }),
      ...bookingJobs(bookingDeps),
      ...voucherJobs({ db, storage, kick: () => jobs.kick() }),
      ...zoho.jobs,
      ...hospedajes.jobs,
      ...readinessJobs(db),
      ...travellerLinkJobs(db, clock, () => travellerLinks),
    ]),
    pollMs: config.JOBS_POLL_MS,
    leaseMs: config.JOBS_LEASE_MS,
    log: app.log,
  });
  const limiter = createRateLimiter(db);
  const travellerLinks = createTravellerLinksService({
    db,
    clock,
    storage,
    publicUrl: publicUrl(config),
    travellers: hospedajes.travellers,
  });
  const bookings = createBookingsService({ ...bookingDeps, clock, kick: () => jobs.kick() });
  const vouchers = createVoucherService(db, storage, () => clock.now());
  const timeZone = config.COMPANY_TIME_ZONE;
  const screens = wireScreens({ db, storage, timeZone, bookings, hospedajes, travellerLinks, vouchers });
  const settings = createSettingsRepo(db);
  const humanCheck = createHumanCheck(db, altchaKey, config.ALTCHA_COST);
  const onOutbox = () => jobs.kick();

  registerErrorHandler(app);
  registerAccessGuard(app, createSessionsRepo(db), createUsersRepo(db));
  await registerOpenApi(app);

  await app.register(healthRoutes({ db }));
  await app.register(
    async (api) => {
      await api.register(
        authRoutes({
          signIn: createSignInService({ db, config, limiter, settings, onOutbox }),
          passwordReset: createPasswordResetService({ db, config, limiter, humanCheck, onOutbox }),
          humanCheck,
          lookupsVersion: () => lookupsVersion(db),
        }),
      );
      await api.register(notificationsRoutes({ db }));
      await api.register(usersRoutes({ db, storage, users: createUsersService({ db, config, onOutbox }) }));
      await api.register(userGroupsRoutes({ db }));
      await api.register(
        outboxRoutes({ outbox: createOutboxService({ db, storage, clock, kick: onOutbox }) }),
      );
      await api.register(jobsRoutes({ jobs: createJobsService({ db, runner: jobs, clock }) }));
      await api.register(lookupsRoutes({ db }));
      await api.register(savedFiltersRoutes({ db }));
      await api.register(columnListsRoutes({ db }));
      await api.register(locationsRoutes({ db }));
      await api.register(providersRoutes({ db, storage, timeZone, screen: screens.provider }));
      await api.register(transfersRoutes({ db, clock }));
      await api.register(tasksRoutes({ db, storage, timeZone: config.COMPANY_TIME_ZONE }));
      await api.register(reportsRoutes({ db, timeZone: config.COMPANY_TIME_ZONE }));
      await api.register(
        tripsRoutes({ db, storage, clock, timeZone, onJobs: onOutbox, screen: screens.trip }),
      );
      await api.register(invoicesRoutes({ db, storage, timeZone: config.COMPANY_TIME_ZONE }));
      await api.register(vouchersRoutes({ vouchers }));
      await api.register(dossiersRoutes({ db, storage }));
      await api.register(itinerariesRoutes({ db }));
      await api.register(bookingsRoutes({ bookings, limiter }));
      await api.register(recordsRoutes({ records }));
      await api.register(zohoRoutes({ zoho }));
      await api.register(hospedajesRoutes({ db, hospedajes }));
      await api.register(travellerLinksRoutes({ links: travellerLinks, limiter }));
      await api.register(listsRoutes({ lists: createListsService(db, secretBox) }));
      await api.register(emailAccountsRoutes({ accounts: emailAccounts }));
      await api.register(brandingsRoutes({ brandings: createBrandingsService(db, storage) }));
      await api.register(
        emailTemplatesRoutes({
          db,
          templates: createEmailTemplatesService(db),
          samples: {
            ...bookingTemplateSamples(db, config.COMPANY_TIME_ZONE),
            customer: documentsTemplateSamples(db),
          },
        }),
      );
    },
    { prefix: '/api/v1' },
  );
  await registerSpa(app, config.WEB_DIST ?? defaultWebDist, config.COMPANY_TIME_ZONE);

  app.addHook('onReady', async () => {
    await zoho.schedule();
    await hospedajes.schedule();
    await scheduleReadiness(db, clock);
    await scheduleTravellerLinkEmails(db, clock);
    jobs.start();
  });
  // Before any onClose hook (they run last-registered first, and bootstrap's closes the database): a job
  // still running must finish its pass and save its outcome while the database is open.
  app.addHook('preClose', async () => jobs.stop());
  app.decorate('jobs', jobs);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
