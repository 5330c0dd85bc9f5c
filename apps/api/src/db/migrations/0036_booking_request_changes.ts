/**
 * A modification request keeps what it asks the provider to change, one line a field in the provider's
 * language ('Rooms: 1 double room → 1 twin room'): its email, its reminders and a decline's answer say it.
 */
export const statements = [`alter table booking_requests add column changes text not null default ''`];
