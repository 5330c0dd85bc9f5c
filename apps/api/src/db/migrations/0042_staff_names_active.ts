/**
 * The staff names carry whether the user is active: owner, accounting user and assignee pickers offer only
 * active users (a chosen inactive one still shows its name), as the server accepts only them.
 */
export const statements = [
  `create or replace view staff_names as select id, first_name || ' ' || last_name as name, is_active from users`,
];
