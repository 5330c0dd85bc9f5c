import type { Generated } from 'kysely';

export interface EmailTemplatesTable {
  id: Generated<number>;
  slug: string;
  branding_id: number;
  lang: string;
  subject: string;
  email_account_id: number | null;
  /** The sender's name (the API's `from`); the address is the email account's. */
  from_name: Generated<string>;
  cc: Generated<string>;
  bcc: Generated<string>;
  reply_to: Generated<string>;
  body: string;
  version: Generated<number>;
  updated_by: number | null;
  updated_at: Generated<Date>;
}

/** The tables of migration 0016. */
export interface EmailTemplateTables {
  email_templates: EmailTemplatesTable;
}
