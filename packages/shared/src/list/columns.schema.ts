import { z } from 'zod';
import type { ColumnConfig } from './columns.ts';

export const columnConfigSchema: z.ZodType<ColumnConfig> = z.object({
  id: z.number().int(),
  label: z.string().max(200),
  slug: z.string().max(100),
  is_active: z.boolean(),
});
