import { moneyMax } from '../../validation/ranges.ts';

/**
 * Zod-free constants of trips (spec part 1 §9, part 2 §3, §9): the browser imports this file.
 * Section keys name the four service sections as the save body and the detail carry them.
 */
export const tripSections = [
  'accommodations',
  'luggage_transfers',
  'normal_transfers',
  'other_services',
] as const;
export type TripSection = (typeof tripSections)[number];

/** transfer_types ids (lookup): the luggage and normal sections are both transfer rows. */
export const transferTypeIds = { normal: 1, luggage: 2 } as const;

/** general_statuses ids (spec: Pending, Active, Completed, Cancelled): the system books only for Active trips. */
export const generalStatuses = { pending: 1, active: 2, completed: 3, cancelled: 4 } as const;

/** Defaults of a new row and of a new trip (part 2 §3, §9). */
export const tripDefaults = {
  tripServiceStatusId: 1,
  tripServiceStatusName: 'OK',
  bookingTypeId: 1,
  mealsId: 1,
  currencyRate: 1,
  currencySymbol: '€',
  /** A meeting point id of -1 means none (part 2 §3); the server stores it as null. */
  noMeetingPoint: -1,
  sectionGlobalStatusId: 2,
  sectionGlobalStatusName: 'Active',
  generalStatusId: generalStatuses.pending,
  isActive: true,
  travellers: 1,
} as const;

/** trip_service statuses that take a row out of the costs (lookup trip_service_statuses). */
export const cancelledServiceStatusIds: readonly number[] = [7];

/** payment_methods id whose providers are paid before the service: unpaid rows are pending prepayments. */
export const prepaymentMethodId = 4;

/** Page sizes (part 1 §9, part 2 §9). */
export const tripsPageSize = 50;
export const tripsClearAllCount = 100;
export const tripPickerCount = 10;
export const tripHistoryPageSize = 25;

const shownMoneyMax = moneyMax.toLocaleString('en');

/** The most travellers any trip may have, whatever the booking settings allow (their own limit is lower). */
export const maxTravellers = 500;

export const tripMessages = {
  endBeforeStart: 'The end date cannot be before the start date.',
  checkoutBeforeCheckin: 'Check-out must be after check-in.',
  toBeforeFrom: 'The end date cannot be before the start date.',
  unknownProvider: 'Unknown provider',
  unknownLocation: 'Unknown location',
  unknownUser: 'Choose an active user.',
  travellers: (max: number) => `Enter between 1 and ${max} travellers.`,
  dateMissing: 'Enter the date.',
  endDateMissing: 'Enter the end date, or choose an itinerary.',
  unknownRow: 'This row no longer exists; reload the trip.',
  meetingPoint: 'This meeting point is not at the chosen location.',
  stale:
    'This trip was saved by someone else while you were editing. Your changes are still on screen: review what changed, then save again.',
  saved: 'Trip saved',
  created: 'Trip created',
  copied: 'Trip copied',
  replanned: 'Trip re-planned from its itinerary',
  notFromItinerary: 'This trip was not made from an itinerary.',
  endPastCalendar: 'The trip would end after 9999-12-31.',
  replanNotPending: 'Only a Pending trip can be re-planned from its itinerary.',
  costsTooLarge: `The costs of this trip add up to more than ${shownMoneyMax}.`,
  marginTooLarge: `The margin of this trip comes to less than -${shownMoneyMax}.`,
} as const;
