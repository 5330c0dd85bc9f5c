/**
 * Each request keeps the row as it asks the provider for it (`basis`: the booked fields), so a later change
 * is compared with what the provider last confirmed and an unanswered request is known to be out of date;
 * and the day it asks for an answer by (`answer_by`), which its email, its reminders and the answer page
 * all show. Requests sent before keep neither: their page falls back on the link's expiry.
 */
export const statements = [
  `alter table booking_requests add column basis jsonb`,
  `alter table booking_requests add column answer_by text`,
];
