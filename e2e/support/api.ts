import { expect } from 'vitest';
import type { E2EServer } from './server.ts';

/** Calls the API as the signed-in person of the page (its token), expecting a 200; answers the body. */
export function apiAs(server: E2EServer, token: string) {
  return async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const res = await server.app.inject({
      method,
      url: `/api/v1${url}`,
      payload,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
}
