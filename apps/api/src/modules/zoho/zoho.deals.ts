import { zohoErrorMessages as fails } from '@trips/shared/modules/zoho/zoho.messages';
import { joinUrl, ZohoError, ZohoRateLimited } from './zoho.hosts.ts';
import type { AccessToken } from './zoho.token.ts';

/** A deal as the Deals API answers it: the fields the mapping reads (custom fields carry these names). */
export type ZohoDeal = Record<string, unknown> & { id: string; Modified_Time?: string };

export const dealFields = [
  'Deal_Name',
  'Start_Date',
  'End_Date',
  'Start_Location',
  'End_Location',
  'Brand',
  'Trip_Type',
  'Travellers',
  'Amount',
  'Holiday_Id',
  'Holiday',
  'Customer_First_Name',
  'Customer_Last_Name',
  'Customer_Email',
  'Customer_Phone',
  'Owner',
  'Description',
  'Modified_Time',
];

export const PER_PAGE = 200;
const DEFAULT_WAIT_MS = 60_000;

export interface DealsPage {
  deals: ZohoDeal[];
  more: boolean;
}

/** Where the caller gets its token: `renew` after Zoho answered 401 to the current one. */
export interface TokenHolder {
  current(): Promise<AccessToken>;
  renew(): Promise<AccessToken>;
}

const retryAfterMs = (header: string | null) => {
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = header ? Date.parse(header) - Date.now() : Number.NaN;
  return Number.isFinite(at) && at > 0 ? at : DEFAULT_WAIT_MS;
};

/**
 * One page of the deals changed since `since`, oldest change first. A 401 renews the token and asks once
 * more; a 429 stops with ZohoRateLimited (the caller continues after Retry-After); 304/204 mean nothing new.
 */
export async function fetchDealsPage(
  auth: TokenHolder,
  since: Date | null,
  page: number,
): Promise<DealsPage> {
  const query = new URLSearchParams({
    fields: dealFields.join(','),
    per_page: String(PER_PAGE),
    page: String(page),
    sort_by: 'Modified_Time',
    sort_order: 'asc',
  });
  const call = (token: AccessToken) =>
    fetch(joinUrl(token.apiDomain, `/crm/v8/Deals?${query}`), {
      headers: {
        Authorization: `Zoho-oauthtoken ${token.token}`,
        ...(since ? { 'If-Modified-Since': since.toISOString() } : {}),
      },
    });
  let res = await call(await auth.current());
  if (res.status === 401) res = await call(await auth.renew());
  if (res.status === 429) throw new ZohoRateLimited(retryAfterMs(res.headers.get('retry-after')));
  if (res.status === 304 || res.status === 204) return { deals: [], more: false };
  if (!res.ok) throw new ZohoError(fails.dealsRefused(res.status));
  const body = (await res.json()) as { data?: ZohoDeal[]; info?: { more_records?: boolean } };
  return { deals: body.data ?? [], more: body.info?.more_records === true };
}
