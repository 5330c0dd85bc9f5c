/**
 * Provider invoices (issue 18, spec part 2 §3 "Invoice"): the general information, tags, notes and the
 * service lines, each a trip service row (exactly one of the three row tables) with its real cost in the
 * provider's currency. total_amount (euro) and total_amount_national are the lines' sums, kept by the
 * save; when a trip row goes (its trip saved without it, or deleted), its lines go with it and a trigger
 * keeps the invoice's totals right and moves its version, so an open editor gets a 409.
 * An invoice is the provider's (provider_id) or, for an OTA invoice, the OTA account's (ota_account_id);
 * its number is unique per provider or account.
 */
const internal = ['Received', 'Checked', 'Approved', 'Disputed'];
const payment = ['Unpaid', 'Paid', 'Partially paid'];
const statusRows = (kind: string, names: string[]) =>
  names.map((n, i) => `('${kind}', ${i + 1}, '${n}', ${i + 1})`).join(', ');
const line = (column: string, table: string) => `${column} integer references ${table}(id) on delete cascade`;

export const statements = [
  `insert into statuses (kind, id, name, sort) values
    ${statusRows('invoice_internal', internal)}, ${statusRows('invoice_payment', payment)}`,
  `create table invoices (
    id serial primary key, invoice_number text not null, document_number text not null default '',
    is_ota_invoice boolean not null default false,
    provider_id integer references providers(id), ota_account_id integer references ota_accounts(id),
    internal_status_id integer not null default 1, payment_status_id integer not null default 1,
    invoice_owner_id integer references users(id), invoice_date date, payment_date date,
    is_proforma_invoice boolean not null default false, is_prepayment boolean not null default false,
    provider_currency_rate numeric(14, 6) not null default 1 check (provider_currency_rate > 0),
    provider_currency_symbol text not null default '€',
    total_amount numeric(12, 2) not null default 0, total_amount_national numeric(12, 2) not null default 0,
    created_by integer references users(id) on delete set null,
    created_on timestamptz not null default now(), version integer not null default 1,
    check (case when is_ota_invoice then ota_account_id is not null else provider_id is not null end))`,
  `create unique index invoices_provider_number_idx on invoices (provider_id, lower(invoice_number))
    where not is_ota_invoice`,
  `create unique index invoices_ota_number_idx on invoices (ota_account_id, lower(invoice_number))
    where is_ota_invoice`,
  `create index invoices_invoice_date_idx on invoices (invoice_date, id)`,
  `create index invoices_payment_date_idx on invoices (payment_date, id)`,
  `create index invoices_created_on_idx on invoices (created_on, id)`,
  `create index invoices_number_trgm on invoices using gin (invoice_number gin_trgm_ops)`,
  `create table invoice_services (
    id serial primary key, invoice_id integer not null references invoices(id) on delete cascade,
    position integer not null default 0,
    ${line('accommodation_id', 'trip_accommodations')}, ${line('transfer_id', 'trip_transfers')},
    ${line('other_service_id', 'trip_other_services')},
    r_cost_national numeric(12, 2) not null check (r_cost_national >= 0),
    r_cost numeric(12, 2) not null,
    check (num_nonnulls(accommodation_id, transfer_id, other_service_id) = 1))`,
  `create index invoice_services_invoice_idx on invoice_services (invoice_id, position, id)`,
  `create index invoice_services_accommodation_idx on invoice_services (accommodation_id)`,
  `create index invoice_services_transfer_idx on invoice_services (transfer_id)`,
  `create index invoice_services_other_idx on invoice_services (other_service_id)`,
  `create function invoice_services_gone() returns trigger language plpgsql as $$
    begin
      update invoices set version = version + 1,
        total_amount = coalesce((select sum(s.r_cost) from invoice_services s where s.invoice_id = invoices.id), 0),
        total_amount_national = coalesce((select sum(s.r_cost_national) from invoice_services s
          where s.invoice_id = invoices.id), 0)
      where id = old.invoice_id;
      return null;
    end $$`,
  `create trigger invoice_services_gone after delete on invoice_services
    for each row execute function invoice_services_gone()`,
  `create table invoice_tags (
    invoice_id integer not null references invoices(id) on delete cascade,
    tag_id integer not null references tags(id) on delete cascade, primary key (invoice_id, tag_id))`,
  `create index invoice_tags_tag_idx on invoice_tags (tag_id, invoice_id)`,
  `create table invoice_notes (
    id serial primary key, invoice_id integer not null references invoices(id) on delete cascade,
    comment text not null default '', file_path text, file_name text, file_type text,
    created_by integer references users(id) on delete set null, created_at timestamptz not null default now())`,
  `create index invoice_notes_invoice_idx on invoice_notes (invoice_id, id desc)`,
];
