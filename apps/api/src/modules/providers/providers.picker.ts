import { rowId } from '@trips/shared';
import {
  providerCategoryIds as category,
  type ProviderPickerType,
  providerPickerTypes,
  superiorLevelIds,
} from '@trips/shared/modules/providers/providers.resource';
import { type SqlBool, sql } from 'kysely';
import { z } from 'zod';
import type { Condition, ListQueryBuilder } from '../../engine/list/binding.ts';

const transferCategories = [category.luggageTransfer, category.peopleTransfer];
const ints = (ids: readonly number[]) => sql.join(ids.map((id) => sql`${id}::int`));

/**
 * Which active providers a picker of each type offers (spec part 2 §9). One SQL rule on `p` (providers),
 * used by the picker and by the priority-list save alike.
 */
export function pickerCondition(type: ProviderPickerType): Condition {
  const rule = {
    accommodation: sql<SqlBool>`p.category_id = ${category.accommodation}::int`,
    hotel: sql<SqlBool>`p.category_id = ${category.accommodation}::int`,
    superior: sql<SqlBool>`(p.category_id = ${category.accommodation}::int
      and p.accommodation_level_id in (${ints(superiorLevelIds)}))`,
    transfer: sql<SqlBool>`(p.luggage or p.people)`,
    emergency_transfer: sql<SqlBool>`p.emergency`,
    other: sql<SqlBool>`p.category_id not in (${ints([category.accommodation, ...transferCategories])})`,
  }[type];
  return sql<SqlBool>`(p.status = 'active' and ${rule})`;
}

/** Serving any of the locations, or all of them (a transfer's from and to). */
function serves(ids: number[], all: boolean) {
  const unique = [...new Set(ids)];
  const matching = sql`from provider_locations pl where pl.provider_id = p.id and pl.location_id in (${ints(unique)})`;
  return all
    ? sql<SqlBool>`(select count(*) ${matching}) = ${unique.length}::int`
    : sql<SqlBool>`exists (select 1 ${matching})`;
}

/** POST /providers/options takes a picker type and the locations of the row being edited (spec part 2 §9). */
export const pickerNarrowing = {
  shape: {
    type: z.enum(providerPickerTypes).optional(),
    location_ids: z.array(rowId()).max(50).optional(),
  },
  apply(query: ListQueryBuilder, body: Record<string, unknown>) {
    const { type, location_ids } = body as { type?: ProviderPickerType; location_ids?: number[] };
    let narrowed = type ? query.where(pickerCondition(type)) : query;
    if (location_ids?.length) narrowed = narrowed.where(serves(location_ids, type === 'transfer'));
    return narrowed;
  },
};
