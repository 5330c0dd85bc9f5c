import { type TagsResponse, type TagType, tagListKeys } from '@trips/shared/modules/tags/tags.schema';
import type { Database } from '../../db/database.ts';
import { recordChange } from '../../engine/audit/audit.ts';
import { badRequest } from '../../http/errors.ts';
import { planTagSave } from './tags.plan.ts';
import { createTagsRepo, type TagRecord } from './tags.repo.ts';

type SaveBody = Parameters<typeof planTagSave>[0];

function grouped(tags: TagRecord[], messages: string[] = []): TagsResponse {
  const of = (type: TagType) => tags.filter((t) => t.type === type).map(({ id, name }) => ({ id, name }));
  return {
    success: true,
    messages,
    [tagListKeys.provider]: of('provider'),
    [tagListKeys.trip]: of('trip'),
    [tagListKeys.invoice]: of('invoice'),
  } as TagsResponse;
}

const isUniqueViolation = (e: unknown) => (e as { code?: string }).code === '23505';

export function createTagsService(db: Database) {
  return {
    async get() {
      return grouped(await createTagsRepo(db).all());
    },

    /** Deletes, renames and creates in one transaction: a bad entry anywhere changes nothing. */
    async save(userId: number, body: SaveBody) {
      try {
        await db.transaction().execute(async (trx) => {
          const repo = createTagsRepo(trx);
          const plan = planTagSave(body, await repo.all());
          const audit = (entityId: number, action: string, before: TagRecord | null, after: object | null) =>
            recordChange(trx, {
              entity: 'tag',
              entityId,
              action,
              userId,
              before: before && { ...before },
              after: after && { ...after },
            });
          await repo.remove(plan.deletes.map((t) => t.id));
          for (const tag of plan.deletes) await audit(tag.id, 'delete', tag, null);
          for (const { before, name } of plan.renames) {
            await repo.rename(before.id, name);
            await audit(before.id, 'update', before, { ...before, name });
          }
          for (const { type, name } of plan.creates) {
            const { id } = await repo.insert(type, name);
            await audit(id, 'create', null, { id, type, name });
          }
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw badRequest('A tag with this name already exists');
        throw error;
      }
      return grouped(await createTagsRepo(db).all(), ['Tags saved']);
    },
  };
}
