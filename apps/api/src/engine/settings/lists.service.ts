import { checkListSave } from '@trips/shared/settings/list-check';
import type { ListRow, SettingsList } from '@trips/shared/settings/list-columns';
import type { Database } from '../../db/database.ts';
import { conflict } from '../../http/errors.ts';
import { recordChange } from '../audit/audit.ts';
import { lockAndCheck } from '../edits/lock-and-check.ts';
import { queueProblems, rejected } from '../edits/queued-deletes.ts';
import { rowsInUse, rowsInUseConflict } from '../edits/used-by.ts';
import { createListsRepo } from './lists.repo.ts';
import type { SecretBox } from './secret-box.ts';
import { maskSecrets, secretToStore } from './secrets.ts';

export const staleListMessage =
  'This list was changed by someone else since you opened it. Reload to see their version.';

export interface ListSave {
  rows: ListRow[];
  deleted: number[];
  version: number;
}

const secretKeys = (list: SettingsList) => list.columns.filter((c) => c.kind === 'secret').map((c) => c.key);

const masked = (list: SettingsList, row: ListRow) => maskSecrets(row, secretKeys(list));

/** Rows are answered in order; the order column itself stays on the server. */
function withoutOrder(list: SettingsList, row: ListRow): ListRow {
  if (!list.orderColumn) return row;
  const { [list.orderColumn]: _, ...rest } = row;
  return rest as ListRow;
}

const uniqueKeys = (list: SettingsList) =>
  list.columns.filter((c) => (c.kind === 'text' || c.kind === 'email') && c.unique).map((c) => c.key);

export function createListsService(db: Database, box: SecretBox) {
  const answer = async (executor: Database, list: SettingsList) => {
    const repo = createListsRepo(executor);
    const rows = (await repo.rows(list)).map((row) => masked(list, withoutOrder(list, row)));
    return { success: true as const, rows, version: await repo.version(list) };
  };

  /** The placeholder keeps the stored secret, '' clears it, anything else is sealed. */
  const sealSecrets = (list: SettingsList, row: ListRow, was: ListRow | undefined): ListRow => {
    const out = { ...row };
    for (const key of secretKeys(list)) {
      out[key] = secretToStore(box, row[key], was?.[key]);
    }
    return out;
  };

  return {
    get: (list: SettingsList) => answer(db, list),

    /** The whole list in one transaction: kept rows updated, new rows added, queued rows deleted. */
    async save(userId: number, list: SettingsList, body: ListSave) {
      const checked = checkListSave(list, body.rows, body.deleted);
      const fieldProblems = Object.entries(checked.fieldErrors).map(
        ([field, message]) => `${field}: ${message}`,
      );
      if (checked.problems.length + fieldProblems.length > 0)
        throw rejected([...checked.problems, ...fieldProblems], checked.fieldErrors);
      return db.transaction().execute(async (trx) => {
        const repo = createListsRepo(trx);
        const version = await lockAndCheck(repo.lockVersion(list), body.version, {
          stale: () => conflict(staleListMessage, { conflict: 'stale' }),
        });
        const before = new Map((await repo.rows(list)).map((row) => [row.id!, row]));
        const kept = checked.rows.flatMap((row) => (row.id === undefined ? [] : [row.id]));
        const problems = queueProblems({
          label: 'Row',
          own: new Set(before.keys()),
          kept,
          deleted: body.deleted,
        });
        if (problems.length > 0) throw rejected(problems);
        const used = await rowsInUse(trx, list.table, body.deleted);
        if (used.length > 0)
          throw rowsInUseConflict(used, { conflict: 'in_use', ids: used.map((row) => row.id) });

        const audit = (entityId: number, action: string, was: ListRow | null, now: ListRow | null) =>
          recordChange(trx, {
            entity: `settings_list.${list.name}`,
            entityId,
            action,
            userId,
            before: was && masked(list, was),
            after: now && masked(list, now),
          });
        // Deletes first, so a new or renamed row may take a deleted row's name.
        await repo.delete(list, body.deleted);
        for (const id of body.deleted) await audit(id, 'delete', before.get(id)!, null);

        // Each row as it will be stored: its position in the order column, its secrets sealed.
        const planned = checked.rows.map((checkedRow, index) => {
          const was = checkedRow.id === undefined ? undefined : before.get(checkedRow.id)!;
          const row = sealSecrets(list, checkedRow, was);
          if (list.orderColumn) row[list.orderColumn] = index + 1;
          return { was, row };
        });
        for (const key of uniqueKeys(list)) {
          const renamed = planned.filter(({ was, row }) => was && was[key] !== row[key]);
          await repo.clearUnique(
            list,
            key,
            renamed.map(({ was }) => was!.id!),
          );
        }
        for (const { was, row } of planned) {
          if (!was) {
            await audit(await repo.insert(list, row), 'create', null, row);
            continue;
          }
          const now = { ...was, ...row };
          if (JSON.stringify(now) === JSON.stringify(was)) continue;
          await repo.update(list, was.id!, row);
          await audit(was.id!, 'update', was, now);
        }
        await repo.setVersion(list, version + 1);
        return answer(trx, list);
      });
    },
  };
}

export type ListsService = ReturnType<typeof createListsService>;
