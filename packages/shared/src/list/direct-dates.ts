import type { ResourceDescriptor } from './descriptor.ts';
import type { FieldFilter, ListQuery } from './state.ts';

/**
 * Direct search fields (spec part 1 §3, invoices: invoice_date_from/to …): a day on either side of a date
 * field, sent beside the filter object, as a link from elsewhere would. Given, they replace that field's
 * filter with `between [from, to]` (an absent side stays open); the rest of the body is untouched.
 */
export const directDateKeys = (d: ResourceDescriptor): string[] =>
  d.directDates.flatMap((name) => [`${name}_from`, `${name}_to`]);

export function withDirectDates<Q extends ListQuery>(d: ResourceDescriptor, body: Q): Q {
  if (d.directDates.length === 0) return body;
  const sent = body as Q & Record<string, unknown>;
  const query: Record<string, unknown> = { ...body };
  for (const name of d.directDates) {
    const from = sent[`${name}_from`];
    const to = sent[`${name}_to`];
    delete query[`${name}_from`];
    delete query[`${name}_to`];
    if (from === undefined && to === undefined) continue;
    const filter: FieldFilter = {
      filter_type: 'date',
      option_type: 'between',
      values: [(from as string | undefined) ?? null, (to as string | undefined) ?? null],
    };
    query[name] = filter;
  }
  return query as Q;
}
