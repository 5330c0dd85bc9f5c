import { zohoErrorMessages as fails } from '@trips/shared/modules/zoho/zoho.messages';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../engine/jobs/clock.ts';
import type { SecretBox } from '../../engine/settings/secret-box.ts';
import { joinUrl, ZohoError, type ZohoHosts } from './zoho.hosts.ts';
import { createZohoRepo } from './zoho.repo.ts';

export interface ZohoCredentials {
  accountId: number;
  clientId: string;
  clientSecret: string;
  refreshToken: string;
}

export interface AccessToken {
  token: string;
  apiDomain: string;
}

/** A token is used until this long before Zoho says it expires (tokens live one hour). */
const MARGIN_MS = 5 * 60_000;

interface TokenReply {
  access_token?: string;
  api_domain?: string;
  expires_in?: number;
  error?: string;
}

/**
 * Access tokens by the refresh-token flow, cached (sealed) in the account's sync state so every server
 * shares one: Zoho allows only ten new tokens per ten minutes for a refresh token.
 */
export function createTokenSource(db: Database, box: SecretBox, hosts: ZohoHosts, clock: Clock) {
  const repo = createZohoRepo(db);

  async function refresh(cred: ZohoCredentials): Promise<AccessToken> {
    const params = new URLSearchParams({
      grant_type: 'refresh_token',
      client_id: cred.clientId,
      client_secret: cred.clientSecret,
      refresh_token: cred.refreshToken,
    });
    const res = await fetch(joinUrl(hosts.accountsUrl, `/oauth/v2/token?${params}`), { method: 'POST' });
    const reply = (await res.json().catch(() => ({}))) as TokenReply;
    if (!res.ok || !reply.access_token)
      throw new ZohoError(
        reply.error ? fails.tokenRefused(reply.error) : fails.tokenRefusedStatus(res.status),
      );
    const lifeMs = (reply.expires_in ?? 3600) * 1000;
    const token = { token: reply.access_token, apiDomain: hosts.apiUrl ?? reply.api_domain ?? '' };
    if (!token.apiDomain) throw new ZohoError(fails.noApiHost);
    const expiresAt = new Date(clock.now().getTime() + Math.max(lifeMs - MARGIN_MS, lifeMs / 2));
    await repo.saveToken(cred.accountId, box.seal(token.token), expiresAt, token.apiDomain);
    return token;
  }

  return {
    /** The cached token while it is fresh, else a new one; `fresh` forces a new one (after a 401). */
    async get(cred: ZohoCredentials, fresh = false): Promise<AccessToken> {
      const state = await repo.state(cred.accountId);
      const cached =
        !fresh && state?.access_token && state.token_expires_at && state.api_domain
          ? new Date(state.token_expires_at) > clock.now()
          : false;
      if (cached) return { token: box.open(state!.access_token), apiDomain: state!.api_domain };
      return refresh(cred);
    },
  };
}
export type TokenSource = ReturnType<typeof createTokenSource>;
