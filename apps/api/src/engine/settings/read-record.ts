import type { RecordValues } from '@trips/shared/settings/record-fields';
import { recordDefaults, recordGroupByName } from '@trips/shared/settings/record-groups';
import type { Database } from '../../db/database.ts';
import { createRecordsRepo } from './records.repo.ts';

/** A settings record as it stands now: its defaults, overlaid by what was saved (for records without secrets). */
export async function readRecord(db: Database, name: string): Promise<RecordValues> {
  const group = recordGroupByName(name);
  if (!group) throw new Error(`Unknown settings group ${name}`);
  return { ...recordDefaults(group), ...(await createRecordsRepo(db).stored(name)) };
}
