import { vi } from 'vitest';

/** One request the screen sent to the API, as the server would read it. */
export interface ApiCall {
  method: string;
  /** The path under /api/v1, without its query: 'trips/5/readiness'. */
  path: string;
  query: URLSearchParams;
  /** The parsed JSON body, if any. */
  body: unknown;
}

/** An answer other than 200 with a JSON body. */
export interface ApiReply {
  status: number;
  body: unknown;
}

const replies = new WeakSet<object>();

/** An answer with a status of its own: `reply(422, { success: false, message, field_errors })`. */
export function reply(status: number, body: unknown): ApiReply {
  const answer = { status, body };
  replies.add(answer);
  return answer;
}

/** A refusal as the API words it (422 with the envelope the app reads). */
export const refusal = (message: string, extra: Record<string, unknown> = {}, status = 422) =>
  reply(status, { success: false, message, errors: [message], ...extra });

type Answer = ((call: ApiCall) => unknown) | object | string | number | boolean | null;

/**
 * The network boundary, stubbed: `fetch` answers what the API would for the routes given, keyed
 * 'METHOD path' ('GET trips/5/readiness'; a path ending in '*' matches any path it starts). A route's
 * answer is a JSON body (200), a `reply(status, body)`, or a function of the call giving either. A request
 * no route answers gets a 404 and is listed in `unanswered`, so a test sees what the screen asked for.
 * The stub goes after each test (`./setup.ts`).
 */
export function fakeApi(routes: Record<string, Answer> = {}) {
  const table = { ...routes };
  const calls: ApiCall[] = [];
  const unanswered: string[] = [];
  const routeOf = (method: string, path: string) => {
    const exact = `${method} ${path}`;
    if (exact in table) return table[exact];
    const prefix = Object.keys(table)
      .filter((key) => key.endsWith('*') && exact.startsWith(key.slice(0, -1)))
      .sort((a, b) => b.length - a.length)[0];
    return prefix === undefined ? undefined : table[prefix];
  };
  const stub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://app.test');
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api\/v1\//, '');
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const call: ApiCall = { method, path, query: url.searchParams, body };
    calls.push(call);
    const route = routeOf(method, path);
    if (route === undefined) {
      unanswered.push(`${method} ${path}`);
      return json(404, { success: false, message: `No route ${method} ${path}`, errors: [] });
    }
    const answer = typeof route === 'function' ? await route(call) : route;
    if (answer instanceof Error) throw answer;
    return isReply(answer) ? json(answer.status, answer.body) : json(200, answer);
  });
  vi.stubGlobal('fetch', stub);
  return {
    calls,
    unanswered,
    /** Adds or replaces routes, e.g. what the server answers after a save. */
    on(more: Record<string, Answer>) {
      Object.assign(table, more);
    },
    /** The calls to one route ('PUT trips/5'), in order. */
    sent(route: string) {
      const [method, path] = route.split(' ');
      return calls.filter((c) => c.method === method && c.path === path);
    },
    /** The body of the last call to one route. */
    lastBody(route: string) {
      return this.sent(route).at(-1)?.body;
    },
  };
}

export type FakeApi = ReturnType<typeof fakeApi>;

const isReply = (answer: unknown): answer is ApiReply =>
  typeof answer === 'object' && answer !== null && replies.has(answer);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
