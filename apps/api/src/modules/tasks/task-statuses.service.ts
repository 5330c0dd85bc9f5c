import { taskMessages } from '@trips/shared/modules/tasks/tasks.constants';
import type { taskStatusesBody } from '@trips/shared/modules/tasks/tasks.schema';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { recordChange } from '../../engine/audit/audit.ts';
import { lockAndCheck } from '../../engine/edits/lock-and-check.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { ok } from '../../http/ok.ts';
import { createSettingsRepo } from '../settings/settings.repo.ts';

type Body = z.output<typeof taskStatusesBody>;
const duplicate = 'Two statuses have the same name.';
/** The statuses' version (settings key): a save from an older screen is a 409 and changes nothing. */
const versionKey = 'task_statuses.version';

const list = (db: Database) =>
  db
    .selectFrom('task_statuses')
    .select(['id', 'name', 'is_closed', 'sort'])
    .orderBy('sort')
    .orderBy('id')
    .execute();

/** /tasks-settings: the task statuses, saved all at once in screen order; a closed status completes a task. */
export function createTaskStatusesService(db: Database) {
  return {
    list: async () => ({
      success: true as const,
      version: await createSettingsRepo(db).get(versionKey, 1),
      statuses: await list(db),
    }),

    async save(userId: number, body: Body) {
      const names = body.items.map((s) => s.name.trim().toLowerCase());
      if (new Set(names).size !== names.length) throw badRequest(duplicate, { items: duplicate });
      if (!body.items.some((s) => s.is_closed))
        throw badRequest(taskMessages.noClosed, { items: taskMessages.noClosed });
      const saved = await db.transaction().execute(async (trx) => {
        const settings = createSettingsRepo(trx);
        const version = await lockAndCheck(settings.lockCounter(versionKey), body.version, {
          stale: () => conflict(taskMessages.statusesStale),
        });
        const before = await list(trx);
        const removed = body.deleted.filter((id) => !body.items.some((s) => s.id === id));
        if (removed.length > 0) {
          const used = await trx
            .selectFrom('tasks')
            .select('id')
            .where('status_id', 'in', removed)
            .limit(1)
            .execute();
          if (used.length > 0) throw conflict(taskMessages.statusInUse);
          await trx.deleteFrom('task_statuses').where('id', 'in', removed).execute();
        }
        // Names are unique: clear them first so a swap of two names does not collide midway.
        await trx.updateTable('task_statuses').set({ name: sql<string>`'#' || id` }).execute();
        for (const [sort, { id, name, is_closed }] of body.items.entries()) {
          const values = { name: name.trim(), is_closed, sort };
          const known = id && before.some((s) => s.id === id);
          if (known) await trx.updateTable('task_statuses').set(values).where('id', '=', id).execute();
          else await trx.insertInto('task_statuses').values(values).execute();
        }
        const after = await list(trx);
        await recordChange(trx, {
          entity: 'task_statuses',
          entityId: 0,
          action: 'update',
          userId,
          before: { statuses: before },
          after: { statuses: after },
        });
        await settings.set(versionKey, version + 1);
        return { version: version + 1, statuses: after };
      });
      return { ...ok('Task settings saved'), ...saved };
    },
  };
}
