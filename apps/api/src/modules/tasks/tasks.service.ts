import {
  taskMessages,
  taskModalPageSize,
  taskObjectTypes,
} from '@trips/shared/modules/tasks/tasks.constants';
import type { taskBody, updateTaskBody } from '@trips/shared/modules/tasks/tasks.schema';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { recordChange } from '../../engine/audit/audit.ts';
import { lockAndCheck } from '../../engine/edits/lock-and-check.ts';
import { readerText } from '../../engine/i18n/record-names.ts';
import { createNotesRepo } from '../../engine/notes/notes.repo.ts';
import type { Storage } from '../../engine/storage/storage.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { ok } from '../../http/ok.ts';
import { notify } from '../notifications/index.ts';
import { taskNotesTable } from './task-notes.service.ts';
import { resolveObject, type TaskObjectInput } from './task-objects.ts';
import { type Completion, createTasksRepo, type TasksRepo, type TaskValues } from './tasks.repo.ts';
import type { TaskSql } from './tasks.sql.ts';
import { subjectFor } from './tasks.system.ts';

type Body = z.output<typeof taskBody>;
type Update = z.output<typeof updateTaskBody>;

export const taskNotFound = () => notFound('unable to find task');

/** Owner and status must exist (400 naming the field), the object must exist and be linkable. */
async function checkedValues(db: Database, repo: TasksRepo, body: Body) {
  if (!(await repo.isActiveUser(body.owner_id)))
    throw badRequest(taskMessages.owner, { owner_id: taskMessages.owner });
  const status = await repo.status(body.status_id);
  if (!status) throw badRequest(taskMessages.status, { status_id: taskMessages.status });
  const values: TaskValues = {
    subject: body.subject.trim(),
    general_information: body.general_information.trim(),
    deadline: body.deadline,
    owner_id: body.owner_id,
    status_id: body.status_id,
    ...(await resolveObject(db, body.object as TaskObjectInput)),
  };
  return { values, closed: status.is_closed };
}

/** Completing records who and when; reopening clears it; staying closed keeps the first completion. */
function completion(closed: boolean, before: Completion | null, userId: number): Completion {
  if (!closed) return { completed_by: null, completed_at: null };
  if (before?.completed_at) return before;
  return { completed_by: userId, completed_at: new Date() };
}

export function createTasksService(db: Database, q: TaskSql, storage: Storage) {
  async function detailOrThrow(executor: Database, id: number) {
    const row = await createTasksRepo(executor, q).find(id);
    if (!row) throw taskNotFound();
    const completedAt = row.completed_at ? new Date(row.completed_at).toISOString() : null;
    return { ...row, completed_at: completedAt };
  }
  const audit = (
    trx: Database,
    id: number,
    action: string,
    userId: number,
    before: object | null,
    after: object | null,
  ) =>
    recordChange(trx, {
      entity: 'task',
      entityId: id,
      action,
      userId,
      before: before as never,
      after: after as never,
    });
  const tellOwner = (trx: Database, ownerId: number, userId: number, id: number, subject: string) =>
    notify(trx, {
      userIds: [ownerId],
      event: 'taskAssigned',
      params: [subject],
      relType: 'task',
      relId: id,
      fromUserId: userId,
    });

  return {
    detailOrThrow,
    async get(id: number) {
      const task = await detailOrThrow(db, id);
      // What the automation wrote ('Reason: …', rows by kind and id) in the reader's language; a person's
      // words read as typed (the catalogue does not know them).
      const general_information = await readerText(db, task.general_information);
      return { success: true as const, task: { ...task, general_information } };
    },

    async create(userId: number, body: Body) {
      const task = await db.transaction().execute(async (trx) => {
        const repo = createTasksRepo(trx, q);
        const { values, closed } = await checkedValues(trx, repo, body);
        const { id } = await repo.insert({
          ...values,
          ...completion(closed, null, userId),
          created_by: userId,
        });
        await audit(trx, id, 'create', userId, null, values);
        await tellOwner(trx, values.owner_id, userId, id, values.subject);
        return detailOrThrow(trx, id);
      });
      return { ...ok('Task created'), task };
    },

    /** A stale version is a 409; a new owner is notified in the same transaction. */
    async update(userId: number, id: number, body: Update) {
      const task = await db.transaction().execute(async (trx) => {
        const repo = createTasksRepo(trx, q);
        const locked = await lockAndCheck(repo.lock(id), body.version, {
          missing: taskNotFound,
          stale: () => conflict(taskMessages.stale),
        });
        const before = await detailOrThrow(trx, id);
        const { values, closed } = await checkedValues(trx, repo, body);
        // The automation's subject, sent back as the editor read it, keeps its languages; a new one is theirs.
        const kept = values.subject === before.subject;
        const stored = kept
          ? { subject: locked.subject, subject_es: locked.subject_es }
          : { subject_es: null };
        await repo.update(id, { ...values, ...stored, ...completion(closed, locked, userId) });
        await audit(trx, id, 'update', userId, before, { ...before, ...values });
        if (values.owner_id !== locked.owner_id) {
          const subject = await subjectFor(trx, values.owner_id, { ...values, ...stored });
          await tellOwner(trx, values.owner_id, userId, id, subject);
        }
        return detailOrThrow(trx, id);
      });
      return { ...ok('Task saved'), task };
    },

    /** The task and its notes; their files are deleted once the delete is committed. */
    async remove(userId: number, id: number) {
      let files: string[] = [];
      await db.transaction().execute(async (trx) => {
        const repo = createTasksRepo(trx, q);
        if (!(await repo.lock(id))) throw taskNotFound();
        const before = await detailOrThrow(trx, id);
        files = await createNotesRepo(trx, taskNotesTable).fileKeys(id);
        await repo.remove(id);
        await audit(trx, id, 'delete', userId, before, null);
      });
      for (const key of files) await storage.delete(key);
      return ok('Task deleted');
    },

    /** An object's task list with its counts (page size 25, spec part 2 §9). */
    async forObject(object: NonNullable<TaskObjectInput>, page: number) {
      await resolveObject(db, object);
      const repo = createTasksRepo(db, q);
      const typeId = taskObjectTypes[object.type];
      const [rows, counts] = await Promise.all([
        repo.page(typeId, object.id, page, taskModalPageSize),
        repo.counts(typeId, object.id),
      ]);
      const has_more = rows.length > taskModalPageSize;
      return { success: true as const, items: rows.slice(0, taskModalPageSize), ...counts, has_more };
    },
  };
}
export type TasksService = ReturnType<typeof createTasksService>;
