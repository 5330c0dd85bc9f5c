/**
 * The locations module's published read contract: places, their meeting points, the other names they go by
 * and their priority lists of providers (docs/decisions/0030).
 */
export const statements = [
  `create view locations_view as
    select id, name, country_id, state_id, is_automated_processing, breakfast_replacement_id, breakfast_dinner_replacement_id, breakfast_picnic_replacement_id, breakfast_dinner_picnic_replacement_id, created_at, updated_at, version from locations`,
  `create view meeting_points_view as
    select id, location_id, name_eng, name_spn, name_grm from meeting_points`,
  `create view location_name_variations_view as
    select id, location_id, name from location_name_variations`,
  `create view location_priority_providers_view as
    select location_id, list, provider_id, hotel_type_id, priority from location_priority_providers`,
];
