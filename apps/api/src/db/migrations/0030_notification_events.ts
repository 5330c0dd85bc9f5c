/**
 * Notifications in the reader's language (issue 30): each stores its kind and values; `content` keeps the
 * English text for API clients and for the notifications written before.
 */
export const statements = [
  `alter table notifications add column event text, add column params jsonb not null default '[]'`,
];
