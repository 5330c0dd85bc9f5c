import { can, sanitizeState } from '@trips/shared';
import type { Database } from '../../db/database.ts';
import type { ListBinding } from '../../engine/list/binding.ts';
import { findListResource } from '../../engine/list/registry.ts';
import { filterNotFound } from '../../engine/list/saved-filter.ts';
import { createSavedFiltersRepo } from '../../engine/list/saved-filters.repo.ts';
import { withoutNul } from '../../engine/list/values.ts';
import { AppError, badRequest, forbidden } from '../../http/errors.ts';
import { ok } from '../../http/ok.ts';
import type { RequestAuth } from '../../plugins/access-guard.ts';

export interface SaveFilterBody {
  list: string;
  name: string;
  filters: Record<string, unknown>;
  id?: number;
}

/** The list must exist and the user must be allowed to see it. */
function listOf(auth: RequestAuth, list: string): ListBinding {
  const binding = findListResource(list);
  if (!binding) throw badRequest(`Unknown list: ${list.slice(0, 40)}`, { list: 'Unknown list' });
  if (!can(auth.rights, binding.permission, 'view')) throw forbidden();
  return binding;
}

const duplicateName = () =>
  new AppError(400, 'A filter with this name already exists', { name: 'Already exists' });
const isUniqueViolation = (e: unknown) => (e as { code?: string }).code === '23505';

export function createSavedFiltersService(db: Database) {
  const repo = createSavedFiltersRepo(db);
  return {
    async list(auth: RequestAuth, list: string) {
      listOf(auth, list);
      return { success: true as const, items: await repo.listFor(auth.userId, list) };
    },

    /** Stores the filter object as a valid list state of that list, whatever the client sent. */
    async save(auth: RequestAuth, { list, name, filters, id }: SaveFilterBody) {
      const binding = listOf(auth, list);
      const input = {
        userId: auth.userId,
        list,
        name: name.trim(),
        filters: withoutNul(sanitizeState(binding.descriptor, filters)) as Record<string, unknown>,
      };
      try {
        const item = id === undefined ? await repo.insert(input) : await repo.update(id, input);
        if (!item) throw filterNotFound();
        return { ...ok('Filter saved'), item };
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateName();
        throw error;
      }
    },

    async remove(auth: RequestAuth, id: number) {
      if (!(await repo.remove(auth.userId, id))) throw filterNotFound();
      return ok('Filter deleted');
    },
  };
}
