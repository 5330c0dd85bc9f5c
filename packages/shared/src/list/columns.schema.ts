import { z } from 'zod';
import { integer } from '../validation/numbers.ts';
import { text } from '../validation/zod.ts';
import type { ColumnConfig } from './columns.ts';

export const columnConfigSchema: z.ZodType<ColumnConfig> = z.object({
  /** The column's position in the descriptor. */
  id: integer(0),
  label: text().max(200),
  slug: text().max(100),
  is_active: z.boolean(),
});
