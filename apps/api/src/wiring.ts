import { registerRecordNamer } from './engine/i18n/record-names.ts';
import { sendInvitation } from './modules/auth/invitation.ts';
import { hashPassword } from './modules/auth/passwords.ts';
import { createSessionsRepo } from './modules/auth/sessions.repo.ts';
import { newToken } from './modules/auth/tokens.ts';
import { planBookings } from './modules/bookings/bookings.plan.ts';
import { describeMessages } from './modules/bookings/bookings.preview.ts';
import { createBookingsRepo } from './modules/bookings/bookings.repo.ts';
import { nightGaps } from './modules/hospedajes/hospedajes.gaps.ts';
import { registerPriorityListProviders } from './modules/locations/priority-lists.providers.ts';
import { createProvidersRepo } from './modules/providers/providers.repo.ts';
import { followLuggageChain } from './modules/transfers/auto-transfers.follow.ts';
import { luggageGaps } from './modules/transfers/auto-transfers.gaps.ts';
import { keepBagsWithParty } from './modules/transfers/auto-transfers.service.ts';
import { routeFirstProviders } from './modules/transfers/routes.first.ts';
import { tripRowNamer } from './modules/trips/trips.row-names.ts';
import { registerTripSteps } from './modules/trips/trips.steps.ts';
import { registerGroupMembers } from './modules/user-groups/group-members.ts';
import { registerUserCredentials } from './modules/users/users.credentials.ts';
import { createUsersRepo } from './modules/users/users.repo.ts';
import { planDocuments } from './modules/vouchers/vouchers.plan.ts';

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
