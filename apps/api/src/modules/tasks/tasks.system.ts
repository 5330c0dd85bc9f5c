import { taskObjectTypes } from '@trips/shared/modules/tasks/tasks.constants';
import type { Database } from '../../db/database.ts';
import { recordChange } from '../../engine/audit/audit.ts';
import { readerText } from '../../engine/i18n/record-names.ts';
import { notify } from '../notifications/index.ts';

export interface SystemTask {
  /** Who owns it: a user, or the first active member of a team; without one, the first active user. */
  owner: { userId: number | null } | { teamId: number };
  /** In English, from `systemTaskMessages`: each reader language's text is rendered from it. */
  subject: string;
  information: string;
  deadline: string;
  /** The record it is about (a trip, a provider…); none by default. */
  about?: { typeId: number; id: number };
}

async function ownerFor(trx: Database, owner: SystemTask['owner']) {
  if ('userId' in owner && owner.userId) return owner.userId;
  const first = (team: number | null) => {
    let q = trx.selectFrom('users_view').select('id').where('is_active', '=', true);
    if (team !== null) q = q.where('team_id', '=', team);
    return q.orderBy('id').executeTakeFirst();
  };
  const team = 'teamId' in owner ? await first(owner.teamId) : undefined;
  return (team ?? (await first(null)))?.id ?? null;
}

/**
 * The subject the owner reads, for the notification that names it: the Spanish the task keeps when the
 * owner's interface is in Spanish, else the subject as stored. The notification has this one reader.
 */
export async function subjectFor(
  trx: Database,
  ownerId: number,
  task: { subject: string; subject_es: string | null },
): Promise<string> {
  if (!task.subject_es) return task.subject;
  const owner = await trx
    .selectFrom('users_view')
    .select('ui_language')
    .where('id', '=', ownerId)
    .executeTakeFirst();
  return owner?.ui_language === 'es' ? task.subject_es : task.subject;
}

/**
 * A task the system raises (no one asked for it), in the caller's transaction: owned by the given user or
 * the team's first active member, written in the task's history and notified like any assignment. Answers
 * its id, or null when no user is active.
 *
 * Its subject is written in every reader language at once (English in `subject`, Spanish in `subject_es`)
 * rather than in the owner's alone: the task list is read by the whole team, each in their own language,
 * and it filters, sorts and exports the subject in SQL, where a text rendered only on reading could not be.
 */
export async function raiseSystemTask(trx: Database, task: SystemTask): Promise<number | null> {
  const owner = await ownerFor(trx, task.owner);
  if (!owner) return null;
  // The rows it names ('Accommodation #12') as people name them, in each reader language.
  const subject = (await readerText(trx, task.subject, 'en')).slice(0, 200);
  const spanish = (await readerText(trx, task.subject, 'es')).slice(0, 200);
  const values = {
    subject,
    subject_es: spanish === subject ? null : spanish,
    general_information: task.information.slice(0, 4000),
    deadline: task.deadline,
    owner_id: owner,
    status_id: 1,
    object_type_id: task.about?.typeId ?? taskObjectTypes.none,
    object_id: task.about?.id ?? null,
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
    event: 'taskAssigned',
    params: [await subjectFor(trx, owner, values)],
    relType: 'task',
    relId: id,
  });
  return id;
}
