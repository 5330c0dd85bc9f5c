import type { RecordValues } from '@trips/shared/settings/record-fields';
import type { NumericKey, RecordGroup, RecordSettings } from '@trips/shared/settings/record-group';
import { recordDefaults } from '@trips/shared/settings/record-groups';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { createRecordsRepo, recordValuesKey } from './records.repo.ts';
import type { SecretBox } from './secret-box.ts';

/** `never` for a group with a secret field: such a group is read only with the box that opens it. */
type WithoutSecrets<G extends RecordGroup> = [Extract<G['fields'][number], { kind: 'secret' }>] extends [
  never,
]
  ? unknown
  : never;

/** Its defaults, overlaid by what was saved: values as `readSettings` answers them, secrets still sealed. */
export async function storedSettings(db: Database, group: RecordGroup): Promise<RecordValues> {
  return { ...recordDefaults(group), ...(await createRecordsRepo(db).stored(group.group)) };
}

/**
 * A settings record as it stands now, typed from its descriptor:
 * `(await readSettings(db, bookingRecord)).bps_test_mode` is a boolean, a misspelt key does not compile.
 * A group with a secret needs the box, which opens the secrets for the server's own use.
 */
export function readSettings<G extends RecordGroup>(
  db: Database,
  group: G & WithoutSecrets<G>,
): Promise<RecordSettings<G>>;
export function readSettings<G extends RecordGroup>(
  db: Database,
  group: G,
  box: SecretBox,
): Promise<RecordSettings<G>>;
export async function readSettings(db: Database, group: RecordGroup, box?: SecretBox) {
  const values = await storedSettings(db, group);
  for (const field of group.fields) {
    if (field.kind !== 'secret' || !values[field.key]) continue;
    if (!box) throw new Error(`Settings ${group.group} hold a secret: read them with the secret box`);
    values[field.key] = box.open(String(values[field.key]));
  }
  return values;
}

/** A numeric setting inside SQL (a report reads it per row), else its default. */
export function settingInSql<G extends RecordGroup>(group: G, key: NumericKey<G>) {
  const fallback = recordDefaults(group)[key];
  if (typeof fallback !== 'number') throw new Error(`No numeric setting ${group.group}.${key}`);
  return sql<number>`coalesce((select (s.value ->> ${key})::numeric from settings s
    where s.key = ${recordValuesKey(group.group)}), ${fallback})`;
}
