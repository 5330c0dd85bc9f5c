import { type Capability, rowIdParam } from '@trips/shared';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import type { Storage } from '../../engine/storage/storage.ts';
import type { ProviderScreen } from './provider-screen.routes.ts';

/** What every provider route plugin shares: its dependencies, the :id param, the permission, the doc tag. */
export interface ProviderDeps {
  db: Database;
  storage: Storage;
  /** The company's zone, for overdue tasks. */
  timeZone: string;
  /** The provider screen's parts; providers adds its tabs', `wiring.ts` the other modules'. */
  screen: ProviderScreen;
}
export const providerParams = z.object({ id: rowIdParam() });
export const providerAccess = (capability: Capability) => ({
  access: { permission: 'providers', capability },
});
export const providerTags = ['providers'];
