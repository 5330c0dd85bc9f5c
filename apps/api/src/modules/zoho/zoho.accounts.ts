import { zohoErrorMessages as fails } from '@trips/shared/modules/zoho/zoho.messages';
import { zohoRecord } from '@trips/shared/settings/record-groups';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { localName } from '../../engine/i18n/local-name.ts';
import type { RecordsService } from '../../engine/settings/records.service.ts';
import type { SecretBox } from '../../engine/settings/secret-box.ts';
import { ZohoError } from './zoho.hosts.ts';
import type { ZohoCredentials } from './zoho.token.ts';

export interface ZohoAccount {
  id: number;
  name: string;
  is_active: boolean;
  /** In the reader's language. Sealed; '' when the account uses the Zoho settings' refresh token. */
  refresh_token: string;
}

export const listAccounts = async (db: Database) =>
  (
    await sql<ZohoAccount>`select id, ${localName('zoho_accounts')} as name, is_active, refresh_token
      from zoho_accounts order by id`.execute(db)
  ).rows;

export interface ZohoSettings {
  isActive: boolean;
  minutes: number;
  clientId: string;
  clientSecret: string;
  refreshToken: string;
  /** A trip made from an itinerary is made Active in the same sync when it has no error to fix. */
  activateSyncedTrips: boolean;
}

/** The switch and the interval only, read without opening any secret (start-up must not fail on one). */
export async function readZohoSchedule(records: RecordsService) {
  const { values } = await records.get(zohoRecord);
  return { isActive: values.is_active, minutes: values.zoho_trip_creation_mins };
}

export async function readZohoSettings(records: RecordsService): Promise<ZohoSettings> {
  const v = await records.read(zohoRecord);
  return {
    isActive: v.is_active,
    minutes: v.zoho_trip_creation_mins,
    clientId: v.client_id,
    clientSecret: v.client_secret,
    refreshToken: v.token,
    activateSyncedTrips: v.activate_synced_trips,
  };
}

/** The account's own refresh token, else the Zoho settings' one; the client id and secret are shared. */
export function credentialsOf(account: ZohoAccount, settings: ZohoSettings, box: SecretBox): ZohoCredentials {
  const refreshToken = account.refresh_token ? box.open(account.refresh_token) : settings.refreshToken;
  if (!settings.clientId || !settings.clientSecret || !refreshToken) throw new ZohoError(fails.noCredentials);
  return {
    accountId: account.id,
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
    refreshToken,
  };
}
