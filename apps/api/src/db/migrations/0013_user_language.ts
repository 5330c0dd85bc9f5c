/** The interface language a user chose in their profile; null follows the browser's language. */
export const statements = [
  `alter table users add column ui_language text check (ui_language in ('en', 'es'))`,
];
