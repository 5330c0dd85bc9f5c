import type { Generated } from 'kysely';

export interface EmailAccountsTable {
  id: Generated<number>;
  branding_id: number;
  email: string;
  smtp_server: string;
  smtp_user: Generated<string>;
  /** Sealed (engine/settings/secret-box); '' when not set. */
  password: Generated<string>;
  is_active: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** The tables of the settings migrations (0010 onwards). */
export interface SettingsTables {
  email_accounts: EmailAccountsTable;
}
