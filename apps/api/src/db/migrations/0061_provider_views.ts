/**
 * The providers module's published read contract: providers, their services and service details, the places
 * they serve, their voucher texts and their rate names (docs/decisions/0030).
 */
export const statements = [
  `create view providers_view as
    select id, category_id, commercial_name, legal_name, cif, language_id, currency_id, status, location_id, phone, booking_email, contact_email, contact_name, emergency, luggage, people, is_manually_managed_transfer, comments_eng, comments_spn, payment_method_id, booking_method_id, address, postal_code, city, country_id, state_id, latitude, longitude, rooms, accommodation_type_id, accommodation_level_id, accommodation_detail_id, transfer_type_id, holiday_type_id, created_at, updated_at, version, rates_version, services_version, check_in_from, check_out_until from providers`,
  `create view provider_services_view as
    select id, provider_id, name, price, service_type_id, position, name_es, name_de from provider_services`,
  `create view provider_service_items_view as
    select id, service_id, language_id, location_id, provider_point_id, meeting_point_name, observations, type_of_bikes, height_measurment, duration, time from provider_service_items`,
  `create view provider_locations_view as
    select provider_id, location_id from provider_locations`,
  `create view provider_vouchers_view as
    select provider_id, kind, record, comment_eng, comment_spn, comment_grm, observation_eng, observation_spn, observation_grm, main_image, main_image_org, map_image, map_image_org, image_1, image_1_org, image_2, image_2_org, image_3, image_3_org, version from provider_vouchers`,
  `create view provider_rates_view as
    select id, provider_id, kind, name, position from provider_rates`,
];
