import type { LookupItem } from '@trips/shared/modules/lookups/lookups.schema';

/**
 * What a picker offers: rows switched off in their settings (a hidden country, an inactive currency or
 * account) are left out, except those already chosen, which a record keeps showing by name.
 */
export function pickable(
  items: readonly LookupItem[],
  chosen: number | null | readonly number[],
): LookupItem[] {
  const kept = (id: number) => (Array.isArray(chosen) ? chosen.includes(id) : id === chosen);
  return items.filter((item) => kept(item.id) || (item.is_visible !== false && item.is_active !== false));
}
