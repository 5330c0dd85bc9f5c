import { taskObjectTypes } from '@trips/shared/modules/tasks/tasks.constants';
import type { Database } from '../../db/database.ts';
import { recordChange } from '../../engine/audit/audit.ts';
import { notify } from '../notifications/notifications.service.ts';

export interface SystemTask {
  /** The team whose first active member owns it; without one, the first active user. */
  teamId: number;
  subject: string;
  information: string;
  deadline: string;
}

async function ownerFor(trx: Database, teamId: number) {
  const first = (team: number | null) => {
    let q = trx.selectFrom('users').select('id').where('is_active', '=', true);
    if (team !== null) q = q.where('team_id', '=', team);
    return q.orderBy('id').executeTakeFirst();
  };
  return ((await first(teamId)) ?? (await first(null)))?.id ?? null;
}

/**
 * A task the system raises (no one asked for it), in the caller's transaction: owned by the team's first
 * active member, written in the task's history and notified like any assignment. Answers its id, or null
 * when no user is active.
 */
export async function raiseSystemTask(trx: Database, task: SystemTask): Promise<number | null> {
  const owner = await ownerFor(trx, task.teamId);
  if (!owner) return null;
  const values = {
    subject: task.subject.slice(0, 200),
    general_information: task.information.slice(0, 4000),
    deadline: task.deadline,
    owner_id: owner,
    status_id: 1,
    object_type_id: taskObjectTypes.none,
    object_id: null,
  };
  const { id } = await trx
    .insertInto('tasks')
    .values({ ...values, created_by: owner })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordChange(trx, {
    entity: 'task',
    entityId: id,
    action: 'create',
    userId: null,
    before: null,
    after: values,
  });
  await notify(trx, {
    userIds: [owner],
    content: `You were assigned the task "${values.subject}"`,
    relType: 'task',
    relId: id,
  });
  return id;
}
