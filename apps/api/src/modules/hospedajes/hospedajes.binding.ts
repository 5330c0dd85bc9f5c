import { hospedajesReport } from '@trips/shared/modules/hospedajes/hospedajes.resource';
import { sql } from 'kysely';
import type { ListBinding } from '../../engine/list/binding.ts';
import { containsText } from '../../engine/list/where.ts';
import {
  contractDate,
  deadlineAt,
  isNight,
  missingOf,
  nightsQuery,
  peopleOf,
  stateOf,
} from './hospedajes.sql.ts';

const day = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;
const searchText = sql<string>`(t.trip_name || ' ' || p.commercial_name)`;

/**
 * The Hospedajes report as a list of the list engine: each confirmed night at a hotel in Spain with its
 * communication state, what it lacks, the deadline and the last communication (whose XML downloads).
 */
export const hospedajesBinding: ListBinding = {
  descriptor: hospedajesReport,
  permission: 'hospedajes',
  baseQuery: (db) => nightsQuery(db) as never,
  rowScope: (query) => query.where(isNight),
  id: sql.ref('a.id'),
  fields: {
    state: stateOf,
    checkin_date: sql.ref('a.checkin_date'),
    contract_date: contractDate,
    provider_id: sql.ref('a.provider_id'),
    missing: missingOf,
    deadline_at: deadlineAt,
  },
  search: (term) => containsText(searchText, term),
  select: (query) =>
    query.select([
      'a.id',
      'a.trip_id',
      't.trip_name',
      'p.commercial_name as provider_name',
      day('a.checkin_date').as('checkin_date'),
      day('a.checkout_date').as('checkout_date'),
      peopleOf.as('people'),
      sql<string>`to_char(${contractDate}, 'YYYY-MM-DD')`.as('contract_date'),
      stateOf.as('state'),
      missingOf.as('missing'),
      deadlineAt.as('deadline_at'),
      sql<string>`coalesce(c.error, '')`.as('error'),
      sql<string>`coalesce(c.communication_code, '')`.as('communication_code'),
      sql<number | null>`c.id`.as('communication_id'),
      sql<string | null>`c.operation`.as('operation'),
      sql<string>`''`.as('xml'),
    ]) as never,
};
