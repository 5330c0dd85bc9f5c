/**
 * A provider's service is named in each language of the app, as reference rows are (migration 0029): its
 * English `name` is the one every service has, and the fallback of a Spanish or German name left empty.
 */
export const statements = [
  `alter table provider_services
    add column name_es text not null default '',
    add column name_de text not null default ''`,
];
