import type { Database } from './db/database.ts';
import { registerRecordNamer } from './engine/i18n/record-names.ts';
import type { Storage } from './engine/storage/storage.ts';
import { sendInvitation } from './modules/auth/invitation.ts';
import { hashPassword } from './modules/auth/passwords.ts';
import { createSessionsRepo } from './modules/auth/sessions.repo.ts';
import { newToken } from './modules/auth/tokens.ts';
import { planBookings } from './modules/bookings/bookings.plan.ts';
import { describeMessages } from './modules/bookings/bookings.preview.ts';
import { createBookingsRepo } from './modules/bookings/bookings.repo.ts';
import type { BookingsService } from './modules/bookings/bookings.service.ts';
import { matchTripDossier } from './modules/dossiers/dossier-match.service.ts';
import { nightGaps } from './modules/hospedajes/hospedajes.gaps.ts';
import type { HospedajesService } from './modules/hospedajes/hospedajes.service.ts';
import { tripInvoiceLines } from './modules/invoices/trip-invoice-lines.ts';
import { registerPriorityListProviders } from './modules/locations/priority-lists.providers.ts';
import { createProviderScreen } from './modules/providers/provider-screen.routes.ts';
import { createProvidersRepo } from './modules/providers/providers.repo.ts';
import { taskAccess } from './modules/tasks/tasks.routes.ts';
import { createTasksService } from './modules/tasks/tasks.service.ts';
import { taskSql } from './modules/tasks/tasks.sql.ts';
import { followLuggageChain } from './modules/transfers/auto-transfers.follow.ts';
import { luggageGaps } from './modules/transfers/auto-transfers.gaps.ts';
import { keepBagsWithParty, tripAutoTransfers } from './modules/transfers/auto-transfers.service.ts';
import { routeFirstProviders } from './modules/transfers/routes.first.ts';
import type { TravellerLinksService } from './modules/traveller-links/traveller-links.service.ts';
import { createTripScreen } from './modules/trips/trip-screen.routes.ts';
import { tripAccess } from './modules/trips/trips.http.ts';
import { tripRowNamer } from './modules/trips/trips.row-names.ts';
import { registerTripSteps } from './modules/trips/trips.steps.ts';
import { registerGroupMembers } from './modules/user-groups/group-members.ts';
import { registerUserCredentials } from './modules/users/users.credentials.ts';
import { createUsersRepo } from './modules/users/users.repo.ts';
import { planDocuments } from './modules/vouchers/vouchers.plan.ts';
import type { VoucherService } from './modules/vouchers/vouchers.service.ts';

/**
 * Hands the trips module the steps of the modules that follow a trip's changes (luggage chain, bookings,
 * documents, readiness gaps) through the interface trips owns, so no module imports another in a circle.
 * Also names trip rows for the texts of the modules below trips (tasks, notifications). Called before anything changes a trip: at start-up, before the seed, and in the scale seeder.
 */
export function wireTripSteps() {
  registerTripSteps({
    followLuggage: followLuggageChain,
    keepBagsWithParty,
    planBookings,
    planDocuments,
    heldByProviders: (trx, section, ids) => createBookingsRepo(trx).held(section, ids),
    describeMessages,
    routeFirstProviders,
    luggageGaps,
    nightGaps,
  });
  // A location's priority lists name and check providers, whose module itself reads locations.
  registerPriorityListProviders({
    names: (db, ids) => createProvidersRepo(db).names(ids),
    fitting: (db, list, ids) => createProvidersRepo(db).fitting(list, ids),
  });
  // Users invite and deactivate through sign-in's credentials; groups tell and read their members.
  registerUserCredentials({
    unusablePassword: () => hashPassword(newToken()),
    invite: sendInvitation,
    endSessions: async (trx, userId) => {
      await createSessionsRepo(trx).revokeAllOfUser(userId);
    },
  });
  registerGroupMembers({
    activeMemberIds: (trx, groupId) => createUsersRepo(trx).activeMemberIds(groupId),
    rightsOfUser: async (trx, userId) => {
      const user = await createUsersRepo(trx).findById(userId);
      return createUsersRepo(trx).rightsOfGroup(user?.group_id ?? null);
    },
  });
  registerRecordNamer(tripRowNamer);
}

/** What the screens' parts are read with: the app's database and the services its routes answer with. */
export interface ScreenDeps {
  db: Database;
  storage: Storage;
  timeZone: string;
  bookings: BookingsService;
  hospedajes: HospedajesService;
  travellerLinks: TravellerLinksService;
  vouchers: VoucherService;
}

/**
 * The trip and provider screens answer in one call what their panels show: the other modules' parts are
 * registered here, each read by its module's own service under the rule of its own route (trips and
 * providers add their own when their routes register).
 */
export function wireScreens({
  db,
  storage,
  timeZone,
  bookings,
  hospedajes,
  travellerLinks,
  vouchers,
}: ScreenDeps) {
  const [trip, provider] = [createTripScreen(), createProviderScreen()];
  const view = tripAccess('view').access;
  trip.register('bookings', { access: view, load: (id) => bookings.view(id) });
  trip.register('travellers', { access: view, load: (id) => hospedajes.travellers.read(id) });
  trip.register('traveller_link', { access: view, load: (id) => travellerLinks.read(id) });
  trip.register('vouchers', { access: view, load: (id) => vouchers.state(id) });
  trip.register('invoice_lines', { access: view, load: (id) => tripInvoiceLines(db, id) });
  trip.register('dossier_match', { access: view, load: (id) => matchTripDossier(db, id) });
  trip.register('auto_transfers', { access: view, load: (id) => tripAutoTransfers(db, id) });
  const tasks = createTasksService(db, taskSql(timeZone), storage);
  const tasksView = taskAccess('view').access;
  trip.register('tasks', { access: tasksView, load: (id) => tasks.forObject({ type: 'trip', id }, 1) });
  provider.register('tasks', {
    access: tasksView,
    load: (id) => tasks.forObject({ type: 'provider', id }, 1),
  });
  return { trip, provider };
}
