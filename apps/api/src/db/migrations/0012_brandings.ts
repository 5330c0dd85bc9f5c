/**
 * Brandings (spec part 2 §3 "Branding item"): the brands trips are sold under, with what their PDFs,
 * booking requests and customer web site show. Settings are JSON groups of the spec's names; a logo is a
 * storage key of a re-encoded picture.
 */
export const statements = [
  `alter table brandings add column is_active boolean not null default true`,
  `alter table brandings add column is_excel_import boolean not null default false`,
  `alter table brandings add column pdf_settings jsonb not null default '{}'`,
  `alter table brandings add column request_settings jsonb not null default '{}'`,
  `alter table brandings add column customer_web_site_settings jsonb not null default '{}'`,
  `alter table brandings add column version integer not null default 1`,
  `alter table brandings add column updated_at timestamptz not null default now()`,
  `create unique index brandings_name_idx on brandings (lower(name))`,
];
