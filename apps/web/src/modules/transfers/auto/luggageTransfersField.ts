import { msg } from '@lingui/core/macro';

/** The trip's `luggage_transfers` switch (spec part 2 §3), shown with the luggage statuses of the trip. */
export const luggageTransfersField = {
  key: 'luggage_transfers',
  label: msg`Luggage transfers from the hotel chain`,
  kind: 'boolean',
} as const;
