import { type Capability, rowIdParam } from '@trips/shared';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import type { Storage } from '../../engine/storage/storage.ts';

/** What every dossier route plugin shares: its dependencies, the :id param, the permission, the doc tag. */
export interface DossierDeps {
  db: Database;
  storage: Storage;
}
export const dossierParams = z.object({ id: rowIdParam() });
export const dossierAccess = (capability: Capability) => ({ access: { permission: 'dossiers', capability } });
export const dossierTags = ['dossiers'];
