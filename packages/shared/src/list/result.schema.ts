import { z } from 'zod';
import { listLimits } from './filter.schema.ts';

/**
 * One page of a list. all_count is exact unless count_is_estimate says it was estimated (large
 * tables, DESIGN §5), which the UI shows as "about".
 */
export function listResultSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    all_count: z.number().int().min(0),
    count_is_estimate: z.boolean(),
    page: z.number().int().min(1),
    count: z.number().int().min(1).max(listLimits.maxCount),
    has_more: z.boolean(),
  });
}

export interface ListResult<T> {
  items: T[];
  all_count: number;
  count_is_estimate: boolean;
  page: number;
  count: number;
  has_more: boolean;
}
