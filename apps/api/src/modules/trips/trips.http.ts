import { type Capability, rowIdParam } from '@trips/shared';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../engine/jobs/clock.ts';
import type { Storage } from '../../engine/storage/storage.ts';
import type { TripScreen } from './trip-screen.routes.ts';

/** What every trip route plugin shares: its dependencies, the :id param, the permission, the doc tag. */
export interface TripDeps {
  db: Database;
  storage: Storage;
  /** The company's zone, for overdue tasks. */
  timeZone: string;
  /** Where a change reads the time (tests pass a clock they move). */
  clock: Clock;
  /** Called after a save that may have scheduled booking steps, so they run at once. */
  onJobs?: () => void;
  /** The trip screen's parts; trips adds its own (readiness, notes), `wiring.ts` the other modules'. */
  screen: TripScreen;
}
export const tripParams = z.object({ id: rowIdParam() });
export const tripAccess = (capability: Capability) => ({ access: { permission: 'trips', capability } });
export const tripTags = ['trips'];
