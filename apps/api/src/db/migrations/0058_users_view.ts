/**
 * The users module's published read contract: who staff are (names, email, phone, language, group, active),
 * never their credentials. Other modules read users_view, not users (docs/decisions/0030).
 */
export const statements = [
  `create view users_view as
    select id, first_name, last_name, email, phone, team_id, group_id, is_active, avatar_path, created_at, updated_at, version, ui_language from users`,
];
