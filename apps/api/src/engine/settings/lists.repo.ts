import type { ListCell, ListRow, SettingsList } from '@trips/shared/settings/list-columns';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { createSettingsRepo } from '../../modules/settings/settings.repo.ts';

const versionKey = (list: SettingsList) => `list.${list.name}.version`;
const editable = (list: SettingsList) => list.columns.filter((c) => c.kind !== 'label').map((c) => c.key);

/** A settings list's rows in its own table; names come from the registry, values always as parameters. */
export function createListsRepo(db: Database) {
  const settings = createSettingsRepo(db);
  const table = (list: SettingsList) => sql.table(list.table);
  return {
    version: (list: SettingsList) => settings.get<number>(versionKey(list), 1),
    lockVersion: (list: SettingsList) => settings.lockCounter(versionKey(list)),
    setVersion: (list: SettingsList, version: number) => settings.set(versionKey(list), version),

    async rows(list: SettingsList): Promise<ListRow[]> {
      const columns = sql.join(['id', ...list.columns.map((c) => c.key)].map((c) => sql.ref(c)));
      return (await sql<ListRow>`select ${columns} from ${table(list)} order by id`.execute(db)).rows;
    },

    async update(list: SettingsList, id: number, row: ListRow) {
      const sets = editable(list).map((key) => sql`${sql.ref(key)} = ${row[key] as ListCell}`);
      await sql`update ${table(list)} set ${sql.join(sets)} where id = ${id}`.execute(db);
    },

    async insert(list: SettingsList, row: ListRow): Promise<number> {
      const keys = editable(list);
      const values = sql.join(keys.map((key) => sql`${row[key] as ListCell}`));
      const { rows } = await sql<{ id: number }>`
        insert into ${table(list)} (${sql.join(keys.map((k) => sql.ref(k)))}) values (${values})
        returning id`.execute(db);
      return rows[0]!.id;
    },

    async delete(list: SettingsList, ids: readonly number[]) {
      if (ids.length > 0)
        await sql`delete from ${table(list)} where id = any(${[...ids]}::int[])`.execute(db);
    },

    /** The ids among `ids` that another table still names, with what names them. */
    async inUse(list: SettingsList, ids: readonly number[]) {
      const used = new Map<number, string>();
      if (ids.length === 0) return used;
      for (const ref of list.references ?? []) {
        const { rows } = await sql<{ id: number }>`
          select distinct ${sql.ref(ref.column)} as id from ${sql.table(ref.table)}
          where ${sql.ref(ref.column)} = any(${[...ids]}::int[])`.execute(db);
        for (const { id } of rows) if (!used.has(id)) used.set(id, ref.label);
      }
      return used;
    },
  };
}
