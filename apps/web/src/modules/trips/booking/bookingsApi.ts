import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookingAnswerBody, TripBookingsResponse } from '@trips/shared/modules/bookings/bookings.schema';
import type { TripSection } from '@trips/shared/modules/trips/trips.constants';
import { api } from '../../../lib/api';
import { bookingsKey } from '../../../lib/tripQueryKeys';

export { bookingsKey };

/** How often the trip screen asks for its bookings: the provider's answer shows within this. */
export const BOOKINGS_POLL_MS = 5000;

/** Each service row's booking state, polled while the trip screen is open. */
export function useTripBookings(tripId: number) {
  return useQuery({
    queryKey: bookingsKey(tripId),
    queryFn: ({ signal }) =>
      api.get<TripBookingsResponse>(`trips/${tripId}/bookings`, { signal, quiet: true }),
    refetchInterval: BOOKINGS_POLL_MS,
  });
}

export interface BookingActionResult {
  success: true;
  message: string;
  version: number;
}

export type BookingAction = { kind: 'send' } | { kind: 'stop' } | { kind: 'answer'; body: BookingAnswerBody };

export interface RowRef {
  section: TripSection;
  rowId: number;
}

/** Send now, stop automation, record an answer: each on one row; the bookings are read again after. */
export function useBookingAction(tripId: number, { section, rowId }: RowRef) {
  const client = useQueryClient();
  return useMutation({
    meta: { errorsShown: true },
    mutationFn: (action: BookingAction) =>
      api.post<BookingActionResult>(
        `trips/${tripId}/bookings/${section}/${rowId}/${action.kind}`,
        action.kind === 'answer' ? action.body : {},
      ),
    onSettled: () => client.invalidateQueries({ queryKey: bookingsKey(tripId) }),
  });
}
