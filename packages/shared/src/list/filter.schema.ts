import { z } from 'zod';
import { integer } from '../validation/numbers.ts';
import { int4Max } from '../validation/ranges.ts';
import { text } from '../validation/zod.ts';
import { listLimits } from './checks.ts';
import type { ResolvedField, ResourceDescriptor } from './descriptor.ts';
import { directDateKeys } from './direct-dates.ts';
import { dateUnits, orderTypes } from './kinds.ts';
import { defaultFieldFilter, type FieldFilter, type ListControls, type ListQuery } from './state.ts';
import { isIsoDate, valuesProblem } from './values.ts';

export { listLimits };

/** The offending input as an error message may quote it: short, and never the value of an object. */
const shown = (input: unknown) => (typeof input === 'string' ? `'${input.slice(0, 40)}'` : typeof input);

export const filterValueSchema = z.union([text().max(listLimits.maxText), z.number(), z.boolean(), z.null()]);

export function fieldFilterSchema(name: string, field: ResolvedField): z.ZodType<FieldFilter> {
  const base = z.strictObject({
    values: z.array(filterValueSchema).max(listLimits.maxValues),
    filter_type: z.literal(field.kind, {
      error: (iss) => `Field '${name}' is ${field.kind}, not ${shown(iss.input)}`,
    }),
    option_type: z.enum(field.operators, {
      error: (iss) => `Operator ${shown(iss.input)} is not allowed for field '${name}' (${field.kind})`,
    }),
    ...(field.kind === 'date' ? { value_type: z.enum(dateUnits).optional() } : {}),
  });
  const checked = base.superRefine((filter, ctx) => {
    const problem = valuesProblem(name, field.kind, filter.option_type, filter.values);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['values'] });
  });
  // the conditional value_type key defeats inference
  return (field.kind === 'tags' ? z.preprocess(tagsOfSpec, checked) : checked) as z.ZodType<FieldFilter>;
}

/**
 * A tags filter in the spec's shape (part 1 §3 lists providers' `tags` among the text filters): text /
 * contains, the chosen tags' ids as values, means what the tags field's has_any means (a row with any of
 * them). has_all and has_none have no shape in the spec and keep the tags field's own.
 */
export const specTagsFilter = { filter_type: 'text', option_type: 'contains' } as const;

function tagsOfSpec(input: unknown): unknown {
  if (typeof input !== 'object' || input === null) return input;
  const filter = input as Record<string, unknown>;
  return filter.filter_type === specTagsFilter.filter_type &&
    filter.option_type === specTagsFilter.option_type
    ? { ...filter, filter_type: 'tags', option_type: 'has_any' }
    : input;
}

type ControlSchemas = { [P in keyof ListControls]: z.ZodType<ListControls[P]> };

export function controlSchemas(d: ResourceDescriptor): ControlSchemas {
  const positive = integer(1);
  return {
    order_by: z.enum(d.sortKeys, { error: (iss) => `Cannot order ${d.name} by ${shown(iss.input)}` }),
    order_type: z.enum(orderTypes),
    page: positive,
    count: positive.max(listLimits.maxCount),
    search: d.searchable ? text().max(listLimits.maxText) : z.literal('', `${d.label} has no search`),
    search_hash: text().max(listLimits.maxHash),
    /** A saved filter's id, or a preset of the list (≤ 0). */
    filter_id: integer(-int4Max).nullable(),
  };
}

interface ResourceSchemas {
  fields: Record<string, z.ZodType<FieldFilter>>;
  controls: ControlSchemas;
  query: z.ZodType<ListQuery>;
}
const cache = new WeakMap<ResourceDescriptor, ResourceSchemas>();

/** Built once per descriptor: a list search validates every request against these. */
export function schemasOf(d: ResourceDescriptor): ResourceSchemas {
  const known = cache.get(d);
  if (known) return known;
  const fields = Object.fromEntries(d.fieldNames.map((n) => [n, fieldFilterSchema(n, d.fields[n])]));
  const controls = controlSchemas(d);
  const query = buildQuerySchema(d, fields, controls);
  const built = { fields, controls, query };
  cache.set(d, built);
  return built;
}

function buildQuerySchema(d: ResourceDescriptor, fields: ResourceSchemas['fields'], c: ControlSchemas) {
  const shape = {
    ...Object.fromEntries(
      d.fieldNames.map((n) => [n, fields[n].default(() => defaultFieldFilter(d.fields[n]))]),
    ),
    order_by: c.order_by.default(d.defaultSort),
    order_type: c.order_type.default(d.defaultOrder),
    page: c.page.default(1),
    count: c.count.default(d.pageSize),
    search: c.search.default(''),
    search_hash: c.search_hash.default(''),
    filter_id: c.filter_id.default(d.defaultFilterId),
    for_dashboard: z.boolean().optional(),
    ...Object.fromEntries(
      directDateKeys(d).map((key) => [
        key,
        text().refine(isIsoDate, `${key} must be a day (YYYY-MM-DD)`).optional(),
      ]),
    ),
  };
  return z.strictObject(shape, {
    error: (iss) =>
      iss.code === 'unrecognized_keys' ? `Unknown ${d.name} filter: ${iss.keys.join(', ')}` : undefined,
  }) as unknown as z.ZodType<ListQuery>;
}

/**
 * The strict list query body of a resource. Omitted keys take their defaults, so the parsed body is a
 * complete list state.
 */
export function listQuerySchema<K extends string>(d: ResourceDescriptor<K>): z.ZodType<ListQuery<K>> {
  return schemasOf(d).query as z.ZodType<ListQuery<K>>;
}
