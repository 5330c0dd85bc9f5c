import type { ListCell, ListRow, SettingsList } from '@trips/shared/settings/list-columns';
import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { createSettingsRepo } from './settings.repo.ts';

const versionKey = (list: SettingsList) => `list.${list.name}.version`;
/** The columns a save writes: the editable ones, then the order column (set from the row's position). */
const written = (list: SettingsList) => [
  ...list.columns.filter((c) => c.kind !== 'label').map((c) => c.key),
  ...(list.orderColumn ? [list.orderColumn] : []),
];

/** The list's own rows of its table: all of them, or those of its scope (`type = 'provider'`). */
const inScope = (list: SettingsList): RawBuilder<unknown> =>
  list.scope ? sql`${sql.ref(list.scope.column)} = ${list.scope.value}` : sql`true`;

/**
 * A settings list's rows in its own table; table and column names come from the registry, values always
 * as parameters. Rows carry the order column (when the list has one) for the service to compare.
 */
export function createListsRepo(db: Database) {
  const settings = createSettingsRepo(db);
  const table = (list: SettingsList) => sql.table(list.table);
  return {
    version: (list: SettingsList) => settings.get<number>(versionKey(list), 1),
    lockVersion: (list: SettingsList) => settings.lockCounter(versionKey(list)),
    setVersion: (list: SettingsList, version: number) => settings.set(versionKey(list), version),

    async rows(list: SettingsList): Promise<ListRow[]> {
      const keys = ['id', ...list.columns.map((c) => c.key), ...(list.orderColumn ? [list.orderColumn] : [])];
      const columns = sql.join(keys.map((c) => sql.ref(c)));
      const order = list.orderColumn ? sql`${sql.ref(list.orderColumn)}, id` : sql`id`;
      return (
        await sql<ListRow>`select ${columns} from ${table(list)} where ${inScope(list)} order by ${order}`.execute(
          db,
        )
      ).rows;
    },

    async update(list: SettingsList, id: number, row: ListRow) {
      const sets = written(list).map((key) => sql`${sql.ref(key)} = ${row[key] as ListCell}`);
      await sql`update ${table(list)} set ${sql.join(sets)} where id = ${id} and ${inScope(list)}`.execute(
        db,
      );
    },

    /**
     * Gives each row a value of `column` no saved value can have (saved texts are trimmed, this one starts
     * with a space), so renames that swap or reuse names pass a unique index on the way.
     */
    async clearUnique(list: SettingsList, column: string, ids: readonly number[]) {
      if (ids.length === 0) return;
      await sql`update ${table(list)} set ${sql.ref(column)} = ' #' || id
        where id = any(${[...ids]}::int[]) and ${inScope(list)}`.execute(db);
    },

    async insert(list: SettingsList, row: ListRow): Promise<number> {
      const keys = written(list);
      const values = keys.map((key) => sql`${row[key] as ListCell}`);
      const names = keys.map((k) => sql.ref(k));
      if (list.scope) {
        names.push(sql.ref(list.scope.column));
        values.push(sql`${list.scope.value}`);
      }
      const { rows } = await sql<{ id: number }>`
        insert into ${table(list)} (${sql.join(names)}) values (${sql.join(values)})
        returning id`.execute(db);
      return rows[0]!.id;
    },

    async delete(list: SettingsList, ids: readonly number[]) {
      if (ids.length > 0)
        await sql`delete from ${table(list)} where id = any(${[...ids]}::int[]) and ${inScope(list)}`.execute(
          db,
        );
    },
  };
}
