import { nextDaysReport } from '@trips/shared/modules/reports/next-days.resource';
import { type RawBuilder, sql } from 'kysely';
import { nameOf } from '../../engine/list/name-of.ts';
import { containsText } from '../../engine/list/where.ts';
import { reportBinding } from '../../engine/reports/report-binding.ts';
import { reportRefs as r, tripTagsOf } from './report-sql.ts';
import { liveRowsOf, type Section, sections } from './trip-rows-sql.ts';

const t = (column: string) => sql.ref(`t.${column}`);
/** trip_service status Confirmed (lookup trip_service_statuses). */
export const confirmedStatusId = 3;
const count = (section: Section, extra: RawBuilder<unknown> = sql``) =>
  sql<number>`(select count(*)::int ${liveRowsOf(section, t('id'))} ${extra})`;
const counts = Object.fromEntries(
  sections.flatMap((s) => [
    [s, count(s)],
    [`${s}_confirmed`, count(s, sql`and r.trip_service_status_id = ${sql.lit(confirmedStatusId)}`)],
  ]),
);
/** Days until the trip starts, in the database's calendar (the list engine's "today"). */
export const daysToStart = sql<number>`(t.start_date - current_date)`;
const voucherSentId = 2;
const statusOf = (kind: string, column: string) =>
  nameOf('statuses', t(column), undefined, sql`and x.kind = ${kind}`);
const sectionStatus = {
  accommodation_status_id: ['accommodation', 'accommodation_status_id', 'accommodation_status_name'],
  luggage_transfer_status_id: ['luggage', 'luggage_status_id', 'luggage_transfer_status_name'],
  normal_transfer_status_id: ['people', 'people_status_id', 'normal_transfer_status_name'],
  other_service_status_id: ['other', 'other_status_id', 'other_service_status_name'],
  general_status_id: ['general', 'general_status_id', 'general_status_name'],
} as const;

/** One row per trip: its services and confirmed services per section (spec part 1 §3 "Next-days report"). */
export const nextDaysBinding = reportBinding(nextDaysReport, {
  baseQuery: (db) => db.selectFrom('trips as t') as never,
  id: t('id'),
  fields: {
    next_days: daysToStart,
    trip_name: t('trip_name'),
    trip_price: t('trip_price'),
    start_date: t('start_date'),
    ...counts,
    ...Object.fromEntries(Object.entries(sectionStatus).map(([field, [, column]]) => [field, t(column)])),
    voucher_sent: sql`(t.voucher_status_id = ${sql.lit(voucherSentId)})`,
    gross_margin: t('gross_margin_per'),
    operations_owner_id: t('operations_owner_id'),
  },
  // The dashboard's 0 to 7 days read the trips of those days by the start-day index, not every trip.
  dayOffsetFields: { next_days: t('start_date') },
  tags: tripTagsOf,
  search: (term) => containsText(t('trip_name'), term),
  select: (query) =>
    query.select([
      't.id',
      sql`t.id`.as('trip_id'),
      't.trip_name',
      r.day('t.start_date').as('start_date'),
      't.trip_price',
      ...Object.entries(counts).map(([name, e]) => e.as(name)),
      ...Object.values(sectionStatus).map(([kind, column, name]) => statusOf(kind, column).as(name)),
      sql<boolean>`(t.voucher_status_id = ${sql.lit(voucherSentId)})`.as('voucher_sent'),
      sql`t.gross_margin_per`.as('gross_margin'),
      r.owner.as('operations_owner'),
      r.tagNames.as('tags'),
    ]) as never,
});
