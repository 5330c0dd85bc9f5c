/**
 * The trips module's published read contract for a trip's head (not its rows): its name, reference, brand,
 * type, dates, places, people, statuses, owners and customer (docs/decisions/0030).
 */
export const statements = [
  `create view trips_view as
    select id, trip_name, branding_id, zoho_account_id, trip_type_id, section, quotation_version, start_date, end_date, start_location_id, end_location_id, accommodation_level_id, trip_price, travellers, general_status_id, accommodation_status_id, luggage_status_id, people_status_id, other_status_id, voucher_status_id, insurance_status_id, accommodation_global_status_id, luggage_global_status_id, normal_global_status_id, other_global_status_id, trip_comments, accommodation_comments, holiday_id, holiday_name, invoice_number, invoice_date, is_active, customer_first_name, customer_last_name, customer_email, customer_phone, regular_customer, language_id, operations_owner_id, accounting_user_id, sales_owner, created_user_id, trip_url, dossier_url, dossier_url_2, voucher_url, insurance_url, is_update_on_trip_changes, is_no_dossier, travel_insurance, cancellation_insurance, insurance_cost, total_cost, gross_margin, gross_margin_per, created_at, updated_at, version, luggage_transfers, live_services, confirmed_services, problem_count, problem_level, problem_errors, customer_title, itinerary_id, booking_reference, prepaid_unpaid, prepaid_paid, prepaid_due from trips`,
];
