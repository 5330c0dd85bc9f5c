import type { RecordValues } from '@trips/shared/settings/record-fields';
import type { Database } from '../../db/database.ts';
import { createSettingsRepo } from './settings.repo.ts';

export const recordValuesKey = (group: string) => `record.${group}`;
const versionKey = (group: string) => `record.${group}.version`;

/** A settings record's stored values (only keys ever saved) and its version, in the settings table. */
export function createRecordsRepo(db: Database) {
  const settings = createSettingsRepo(db);
  return {
    stored: (group: string) => settings.get<RecordValues>(recordValuesKey(group), {}),
    version: (group: string) => settings.get<number>(versionKey(group), 1),
    /** Locks the record's version for the rest of the transaction. */
    lockVersion: (group: string) => settings.lockCounter(versionKey(group)),
    async write(group: string, values: RecordValues, version: number) {
      await settings.set(recordValuesKey(group), values);
      await settings.set(versionKey(group), version);
    },
  };
}
