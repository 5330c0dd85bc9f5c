import { zohoErrorMessages as fails } from '@trips/shared/modules/zoho/zoho.messages';

/**
 * Where the Zoho calls go. The accounts host depends on the data centre (accounts.zoho.com, .eu, .in,
 * .com.au, .jp, zohocloud.ca); the API host comes from the token reply's `api_domain` unless `apiUrl` is
 * set. Both are configurable so tests talk to a local fake server and never reach the internet.
 */
export interface ZohoHosts {
  accountsUrl: string;
  apiUrl?: string | undefined;
  /** Deals asked for again before the watermark, for changes saved while the last sync read. */
  overlapMs: number;
}

export const defaultZohoHosts: ZohoHosts = {
  accountsUrl: 'https://accounts.zoho.com',
  overlapMs: 5 * 60_000,
};

/** An error Zoho's answer explains, for the settings screen: a message of `zohoErrorMessages`. */
export class ZohoError extends Error {}

/** Zoho said to wait: the sync stops where it is and continues after `retryAfterMs`. */
export class ZohoRateLimited extends ZohoError {
  constructor(readonly retryAfterMs: number) {
    super(fails.wait(Math.ceil(retryAfterMs / 1000)));
  }
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');
export const joinUrl = (base: string, path: string) => `${trimSlash(base)}${path}`;
