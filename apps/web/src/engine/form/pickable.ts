import type { LookupItem } from '@trips/shared/modules/lookups/lookups.schema';

/**
 * What a picker offers: rows switched off in their settings (a hidden country, an inactive currency or
 * account) are left out, except the one already chosen, which a record keeps showing by name.
 */
export function pickable(items: readonly LookupItem[], chosen: number | null): LookupItem[] {
  return items.filter(
    (item) => item.id === chosen || (item.is_visible !== false && item.is_active !== false),
  );
}
