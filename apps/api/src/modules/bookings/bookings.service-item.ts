import { type RawBuilder, sql } from 'kysely';

/**
 * What the provider's service says of one field for the booked row (`r`, its provider `p`): the value of
 * its item in the provider's language, else in English, else in the other language; an item for another
 * location than the row's is not about this booking. Empty values do not count, so a Spanish item without
 * a time leaves the English item's time.
 */
function itemValue(value: RawBuilder<string>, as: string) {
  return sql`(select ${value} from provider_service_items_view i
    left join providers_view pp on pp.id = i.provider_point_id
    where i.service_id = r.service_id
      and (r.location_id is null or i.location_id is null or i.location_id = r.location_id)
      and coalesce(${value}, '') <> ''
    order by i.language_id = coalesce(p.language_id, 1) desc, i.language_id = 1 desc,
      i.location_id is not distinct from r.location_id desc, i.language_id
    limit 1) as ${sql.id(as)}`;
}

/**
 * The names of an other service's booking taken from the provider's service item: when (`item_time`), how
 * long (`item_duration`), where the guests meet (`item_meeting_point`) and the provider point
 * (`item_place`); besides, the provider point the row itself names (`provider_point`).
 */
export const serviceItemNames = [
  itemValue(sql`btrim(i.time)`, 'item_time'),
  itemValue(sql`btrim(i.duration)`, 'item_duration'),
  itemValue(sql`btrim(i.meeting_point_name)`, 'item_meeting_point'),
  itemValue(sql`pp.commercial_name`, 'item_place'),
  sql`(select commercial_name from providers_view x where x.id = r.provider_point_id) as provider_point`,
];
