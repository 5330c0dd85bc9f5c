import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeDeal = Record<string, unknown> & { id: string; Modified_Time: string };

/**
 * A local stand-in for Zoho: the accounts host's token endpoint (refresh-token flow) and the CRM's deals
 * endpoint (If-Modified-Since, oldest change first, pages of `pageSize`). It can expire every token
 * (the next deals call gets 401) and answer the next deals call with 429 and Retry-After.
 */
export async function startFakeZoho(options: { refreshToken: string; pageSize?: number }) {
  const deals = new Map<string, FakeDeal>();
  const valid = new Set<string>();
  const state = { tokensIssued: 0, dealCalls: 0, rateLimitSeconds: 0, sinceHeaders: [] as (string | null)[] };
  const pageSize = options.pageSize ?? 2;

  const send = (res: ServerResponse, status: number, body?: object, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(body ? JSON.stringify(body) : undefined);
  };

  function token(url: URL, res: ServerResponse) {
    const q = url.searchParams;
    if (q.get('grant_type') !== 'refresh_token' || q.get('refresh_token') !== options.refreshToken)
      return send(res, 200, { error: 'invalid_code' });
    state.tokensIssued += 1;
    const access = `access-${state.tokensIssued}`;
    valid.add(access);
    send(res, 200, { access_token: access, api_domain: fake.url, token_type: 'Bearer', expires_in: 3600 });
  }

  function list(req: IncomingMessage, url: URL, res: ServerResponse) {
    state.dealCalls += 1;
    const auth = req.headers.authorization ?? '';
    if (!auth.startsWith('Zoho-oauthtoken ') || !valid.has(auth.slice(16)))
      return send(res, 401, { code: 'INVALID_TOKEN', message: 'invalid oauth token' });
    if (state.rateLimitSeconds > 0) {
      const wait = state.rateLimitSeconds;
      state.rateLimitSeconds = 0;
      return send(res, 429, { code: 'TOO_MANY_REQUESTS' }, { 'retry-after': String(wait) });
    }
    const since = req.headers['if-modified-since'];
    state.sinceHeaders.push(typeof since === 'string' ? since : null);
    const from = typeof since === 'string' ? Date.parse(since) : Number.NEGATIVE_INFINITY;
    const changed = [...deals.values()]
      .filter((d) => Date.parse(d.Modified_Time) > from)
      .sort((a, b) => Date.parse(a.Modified_Time) - Date.parse(b.Modified_Time));
    if (changed.length === 0) return send(res, 304);
    const page = Number(url.searchParams.get('page') ?? '1');
    const data = changed.slice((page - 1) * pageSize, page * pageSize);
    send(res, 200, {
      data,
      info: { page, per_page: pageSize, count: data.length, more_records: page * pageSize < changed.length },
    });
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (req.method === 'POST' && url.pathname === '/oauth/v2/token') return token(url, res);
    if (req.method === 'GET' && url.pathname === '/crm/v8/Deals') return list(req, url, res);
    send(res, 404, { code: 'NOT_FOUND' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const fake = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    state,
    put(deal: FakeDeal) {
      deals.set(deal.id, deal);
    },
    /** Every access token stops working: the next deals call answers 401. */
    expireTokens() {
      valid.clear();
    },
    rateLimitNext(seconds: number) {
      state.rateLimitSeconds = seconds;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}
