import { checkRecordValues } from '@trips/shared/settings/record-check';
import type { RecordValues } from '@trips/shared/settings/record-fields';
import type { RecordSettings } from '@trips/shared/settings/record-group';
import { type RecordGroup, recordDefaults } from '@trips/shared/settings/record-groups';
import type { Database } from '../../db/database.ts';
import { AppError, conflict } from '../../http/errors.ts';
import { recordChange } from '../audit/audit.ts';
import { lockAndCheck } from '../edits/lock-and-check.ts';
import { readSettings, storedSettings } from './read-settings.ts';
import { createRecordsRepo } from './records.repo.ts';
import type { SecretBox } from './secret-box.ts';
import { maskSecrets, secretToStore } from './secrets.ts';

export const staleRecordMessage =
  'These settings were changed by someone else since you opened them. Reload to see their version.';

const secretKeys = (group: RecordGroup) => group.fields.filter((f) => f.kind === 'secret').map((f) => f.key);

const masked = (group: RecordGroup, values: RecordValues) => maskSecrets(values, secretKeys(group));

export function createRecordsService(db: Database, box: SecretBox) {
  return {
    /** What the screen reads: typed from the descriptor, a set secret as the placeholder. */
    async get<G extends RecordGroup>(group: G) {
      const values = masked(group, await storedSettings(db, group)) as RecordSettings<G>;
      return { success: true as const, values, version: await createRecordsRepo(db).version(group.group) };
    },

    /** The values with secrets opened, for the server's own use (sending, calling an API). */
    read: <G extends RecordGroup>(group: G) => readSettings(db, group, box),

    /** A partial save: the keys named change, the rest stay; all problems answered at once. */
    async save(
      userId: number,
      group: RecordGroup,
      body: { values: Record<string, unknown>; version: number },
    ) {
      const { values, fieldErrors } = checkRecordValues(group, body.values);
      if (Object.keys(fieldErrors).length > 0)
        throw new AppError(
          400,
          'Please correct the highlighted settings.',
          fieldErrors,
          Object.values(fieldErrors),
        );
      return db.transaction().execute(async (trx) => {
        const repo = createRecordsRepo(trx);
        const version = await lockAndCheck(repo.lockVersion(group.group), body.version, {
          stale: () => conflict(staleRecordMessage),
        });
        const before = await repo.stored(group.group);
        const after = { ...before, ...values };
        for (const key of secretKeys(group)) {
          if (!(key in values)) continue;
          after[key] = secretToStore(box, values[key], before[key]);
        }
        await repo.write(group.group, after, version + 1);
        await recordChange(trx, {
          entity: `settings.${group.group}`,
          entityId: 1,
          action: 'update',
          userId,
          before: masked(group, { ...recordDefaults(group), ...before }),
          after: masked(group, { ...recordDefaults(group), ...after }),
        });
        return {
          success: true as const,
          values: masked(group, { ...recordDefaults(group), ...after }),
          version: version + 1,
        };
      });
    },
  };
}

export type RecordsService = ReturnType<typeof createRecordsService>;
