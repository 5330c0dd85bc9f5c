/**
 * The labels of a change a provider is asked to accept, one line each ('Rooms: 1 double room → 1 twin
 * room'): stored here in English, written in the provider's language from the catalogue (`npm run
 * i18n:extract` puts them there).
 */
export const bookingChangeMessages = {
  arrival: 'Arrival',
  departure: 'Departure',
  people: 'People',
  rooms: 'Rooms',
  meals: 'Meal plan',
  place: 'Place',
  date: 'Date',
  from: 'From',
  to: 'To',
  pickUpAt: 'Pick-up at',
  deliverTo: 'Deliver to',
  bags: 'Bags',
  pickUpPoint: 'Pick-up point',
  dropOffPoint: 'Drop-off point',
  timeToConfirm: 'Time to be confirmed',
  firstDay: 'First day',
  lastDay: 'Last day',
  service: 'Service',
  meetingPoint: 'Meeting point',
  yes: 'Yes',
  no: 'No',
  none: 'None',
} as const;
