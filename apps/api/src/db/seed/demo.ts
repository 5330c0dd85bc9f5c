import { fullRights, type Rights } from '@trips/shared';
import type { Config } from '../../config.ts';
import { hashPassword } from '../../modules/auth/passwords.ts';
import { wireTripSteps } from '../../wiring.ts';
import type { Database } from '../database.ts';
import { seedAutoTransfers } from './auto-transfers.ts';
import { seedBookingDemo } from './bookings.ts';
import { seedBrandContacts } from './brand-contacts.ts';
import { localiseDemo } from './demo-language.ts';
import { seedDossiers } from './dossiers.ts';
import { seedEmailAccounts } from './email-accounts.ts';
import { seedEmailTemplates } from './email-templates.ts';
import { writeGroup } from './groups.ts';
import { seedHospedajesDemo } from './hospedajes.ts';
import { seedInvoices } from './invoices.ts';
import { seedItineraries } from './itineraries.ts';
import { seedLocations } from './locations.ts';
import { seedDemoNotifications } from './notifications.ts';
import { seedProviders } from './providers.ts';
import { seedReadiness } from './readiness.ts';
import { seedTasks } from './tasks.ts';
import { seedTransferRoutes } from './transfer-routes.ts';
import { seedTravelPackDemo } from './travel-pack.ts';
import { seedTravellerLinkDemo } from './traveller-links.ts';
import { seedTrips } from './trips.ts';

const all = ['view', 'create', 'edit'] as const;
const operations: Rights = {
  trips: [...all],
  tasks: [...all],
  transfers: [...all],
  dossiers: [...all],
  itineraries: [...all],
  providers: [...all],
  locations: [...all],
  next_days_report: ['view'],
  next_days_stats: ['view'],
  active_tasks_report: ['view'],
  accommodations_report: ['view'],
  luggage_transfers_report: ['view'],
  normal_transfers_report: ['view'],
  other_services_report: ['view'],
};
const accounting: Rights = {
  trips: ['view'],
  invoices: [...all],
  providers: ['view'],
  tasks: [...all],
  vat_report: ['view'],
  prepayments_report: ['view'],
  hospedajes: ['view'],
};

/** The password every demo user but the configured Super Admin signs in with (see README). */
export const DEMO_PASSWORD = 'Demo#2026';

/** Demo data for a fresh database: the Super Admin group, two staff groups, and users in each team. */
export async function seedDemo(db: Database, config: Config) {
  // The demo's trips are saved through the trips module, which calls the modules that follow a change.
  wireTripSteps();
  await seedLocations(db);
  await seedProviders(db, config);
  await seedTransferRoutes(db);
  await seedEmailAccounts(db);
  await seedBrandContacts(db);
  await seedEmailTemplates(db);
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) {
    // A demo made before the travel pack's addresses and figures gets them.
    await seedTravelPackDemo(db);
    return false;
  }
  const superAdmin = await writeGroup(db, 'Super Admin', 'Every permission of every module', fullRights());
  const ops = await writeGroup(
    db,
    'Operations',
    'Trips, providers, locations, tasks and operations reports',
    operations,
  );
  const acc = await writeGroup(db, 'Accounting', 'Invoices and financial reports', accounting);
  const demoHash = await hashPassword(DEMO_PASSWORD);
  const users = [
    {
      first_name: 'Ada',
      last_name: 'Admin',
      email: config.DEMO_ADMIN_EMAIL,
      phone: '+34600000001',
      team_id: 3,
      group_id: superAdmin,
      password_hash: await hashPassword(config.DEMO_ADMIN_PASSWORD),
    },
    {
      first_name: 'Olga',
      last_name: 'Ortega',
      email: 'olga@example.com',
      phone: '+34600000002',
      team_id: 1,
      group_id: ops,
      password_hash: demoHash,
    },
    {
      first_name: 'Pablo',
      last_name: 'Prieto',
      email: 'pablo@example.com',
      phone: '+34600000003',
      team_id: 1,
      group_id: ops,
      password_hash: demoHash,
    },
    {
      first_name: 'Vera',
      last_name: 'Vidal',
      email: 'vera@example.com',
      phone: '+34600000004',
      team_id: 1,
      group_id: ops,
      password_hash: demoHash,
      require_verification: true,
    },
    {
      first_name: 'Alba',
      last_name: 'Arias',
      email: 'alba@example.com',
      phone: '+34600000005',
      team_id: 2,
      group_id: acc,
      password_hash: demoHash,
    },
    {
      first_name: 'Bruno',
      last_name: 'Blanco',
      email: 'bruno@example.com',
      phone: '+34600000006',
      team_id: 2,
      group_id: acc,
      password_hash: demoHash,
    },
    {
      first_name: 'Iker',
      last_name: 'Ibarra',
      email: 'iker@example.com',
      phone: '+34600000007',
      team_id: 3,
      group_id: superAdmin,
      password_hash: demoHash,
    },
    {
      first_name: 'Nora',
      last_name: 'Navas',
      email: 'nora@example.com',
      phone: '+34600000008',
      team_id: 1,
      group_id: ops,
      password_hash: demoHash,
      is_active: false,
    },
  ];
  await db.insertInto('users').values(users).execute();
  await seedDemoNotifications(db, config.DEMO_ADMIN_EMAIL);
  await seedTasks(db, config.DEMO_ADMIN_EMAIL);
  await seedItineraries(db, config.DEMO_ADMIN_EMAIL);
  await seedTrips(db, config.DEMO_ADMIN_EMAIL);
  await seedAutoTransfers(db);
  await seedInvoices(db, config.DEMO_ADMIN_EMAIL);
  await seedDossiers(db, config.DEMO_ADMIN_EMAIL);
  await seedHospedajesDemo(db, config.DEMO_ADMIN_EMAIL);
  await seedTravellerLinkDemo(db, config.DEMO_ADMIN_EMAIL);
  if (config.SEED_DEMO_BOOKINGS) await seedBookingDemo(db);
  await seedReadiness(db);
  await seedTravelPackDemo(db);
  await localiseDemo(db, config.DEMO_LANGUAGE);
  return true;
}
