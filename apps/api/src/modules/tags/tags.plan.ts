import {
  type SaveTagsBody,
  type TagType,
  tagListKeys,
  tagTypes,
} from '@trips/shared/modules/tags/tags.schema';
import { AppError } from '../../http/errors.ts';
import type { TagRecord } from './tags.repo.ts';

type Body = Required<{ [K in keyof SaveTagsBody]: NonNullable<SaveTagsBody[K]> }>;

export interface TagPlan {
  deletes: TagRecord[];
  renames: { before: TagRecord; name: string }[];
  creates: { type: TagType; name: string }[];
}

const invalid = (field: string, message: string) =>
  new AppError(400, message, { [field]: message }, [message]);

/**
 * Checks the whole save against the current tags before anything is written: every id must be a tag of
 * that type, and no two tags of one type may end up with the same name (case-insensitively).
 */
export function planTagSave(body: Body, current: TagRecord[]): TagPlan {
  const byId = new Map(current.map((t) => [t.id, t]));
  const deletes = body.delete.map(({ id, type }, i) => {
    const tag = byId.get(id);
    if (tag?.type !== type) throw invalid(`delete.${i}.id`, `Unknown ${type} tag: ${id}`);
    return tag;
  });
  const plan: TagPlan = { deletes, renames: [], creates: [] };
  for (const type of tagTypes) {
    const key = tagListKeys[type];
    const final = new Map(
      current.filter((t) => t.type === type && !deletes.includes(t)).map((t) => [t.id, t.name]),
    );
    body[key].forEach(({ id, name: typed }, i) => {
      const name = typed.trim();
      const tag = id === undefined ? undefined : byId.get(id);
      if (id !== undefined && (tag?.type !== type || deletes.includes(tag)))
        throw invalid(`${key}.${i}.id`, `Unknown ${type} tag: ${id}`);
      if (tag) {
        final.set(tag.id, name);
        if (tag.name !== name) plan.renames.push({ before: tag, name });
      } else plan.creates.push({ type, name });
    });
    const names = [...final.values(), ...plan.creates.filter((c) => c.type === type).map((c) => c.name)];
    const seen = new Set<string>();
    for (const name of names) {
      const folded = name.trim().toLowerCase();
      if (seen.has(folded)) throw invalid(key, `The ${type} tag '${name}' already exists`);
      seen.add(folded);
    }
  }
  return plan;
}
