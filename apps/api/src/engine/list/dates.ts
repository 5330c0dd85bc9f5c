import { type DateUnit, type FieldFilter, type FilterValue, isBlank } from '@trips/shared';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { badRequest } from '../../http/errors.ts';
import type { SqlExpr } from './binding.ts';

/** Longest span in_the_last / due_in accepts: keeps every bound inside PostgreSQL's date range. */
export const maxSpan = 1000;

const unitInterval: Record<DateUnit, RawBuilder<unknown>> = {
  day: sql`interval '1 day'`,
  week: sql`interval '1 week'`,
  month: sql`interval '1 month'`,
  year: sql`interval '1 year'`,
};

const day = (v: FilterValue) => sql`${v}::date`;
const onDay = (e: SqlExpr, v: FilterValue) => sql<SqlBool>`(${e} >= ${day(v)} and ${e} < ${day(v)} + 1)`;

function span(field: string, filter: FieldFilter) {
  const n = Number(filter.values[0]);
  if (n > maxSpan) {
    const message = `Field '${field}': at most ${maxSpan} units`;
    throw badRequest(message, { [field]: message });
  }
  return sql`${n}::int * ${unitInterval[filter.value_type ?? 'day']}`;
}

/**
 * Date filters work in whole days of the database's calendar: between and is include both end days;
 * in_the_last N runs from the day N units ago through today, due_in N from today through the day N units ahead.
 */
export function dateCondition(field: string, e: SqlExpr, filter: FieldFilter, present: FilterValue[]) {
  switch (filter.option_type) {
    case 'between': {
      const [from, to] = filter.values;
      const parts: RawBuilder<SqlBool>[] = [];
      if (!isBlank(from)) parts.push(sql`${e} >= ${day(from)}`);
      if (!isBlank(to)) parts.push(sql`${e} < ${day(to)} + 1`);
      return sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
    }
    case 'in_the_last':
      return sql<SqlBool>`(${e} >= (current_date - ${span(field, filter)})::date and ${e} < current_date + 1)`;
    case 'due_in':
      return sql<SqlBool>`(${e} >= current_date and ${e} < (current_date + ${span(field, filter)})::date + 1)`;
    default:
      return sql<SqlBool>`(${sql.join(
        present.map((v) => onDay(e, v)),
        sql` or `,
      )})`;
  }
}
