/** The booking automation on the trip screen: each row's booking state, its actions, and the live reload. */
export { BookingSyncNotice } from './BookingSyncNotice';
export { BookingsPanel } from './BookingsPanel';
export { useTripBookings } from './bookingsApi';
export { useBookingSync } from './useBookingSync';
