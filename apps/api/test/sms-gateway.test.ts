import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, post } from './support/auth.ts';
import { startTestApp, type TestApp } from './support/harness.ts';

interface Received {
  auth: string | undefined;
  body: { to: string; text: string };
}

/** A local HTTP SMS gateway that records what it gets and can be told to fail. */
async function startGateway() {
  const received: Received[] = [];
  let failNext = false;
  const server = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      if (failNext) {
        failNext = false;
        res.writeHead(503).end();
        return;
      }
      received.push({ auth: req.headers.authorization, body: JSON.parse(raw) });
      res.writeHead(202, { 'content-type': 'application/json' }).end('{"queued":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sms`,
    received,
    failOnce: () => {
      failNext = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('security codes through the HTTP SMS gateway', () => {
  let t: TestApp;
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  beforeAll(async () => {
    gateway = await startGateway();
    t = await startTestApp('pglite', { SMS_GATEWAY_URL: gateway.url, SMS_GATEWAY_TOKEN: 'gw-secret' });
  });
  afterAll(async () => {
    await t.close();
    await gateway.close();
  });

  const smsRow = () =>
    t.db
      .selectFrom('outbox')
      .selectAll()
      .where('channel', '=', 'sms')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();

  /** Runs the jobs once, then reads what the test wants to see. */
  async function relayThen<T>(read: () => Promise<T>): Promise<T> {
    await t.app.jobs.runOnce();
    return read();
  }

  it('posts the code to the gateway with its token and marks it sent', async () => {
    await post(t, '/login', { identifier: 'vera@example.com', password: DEMO_PASSWORD });
    await expect.poll(() => relayThen(async () => (await smsRow()).status)).toBe('sent');
    const last = gateway.received.at(-1)!;
    expect(last.auth).toBe('Bearer gw-secret');
    expect(last.body.to).toBe('+34600000004');
    expect(last.body.text).toMatch(/security code is \d{6}/);
  });

  it('keeps the message for a retry when the gateway fails', async () => {
    gateway.failOnce();
    const before = gateway.received.length;
    await post(t, '/login', { identifier: 'vera@example.com', password: DEMO_PASSWORD });
    await expect.poll(() => relayThen(async () => (await smsRow()).attempts)).toBe(1);
    const row = await smsRow();
    expect(row.status).toBe('pending');
    expect(row.last_error).toMatch(/503/);
    expect(gateway.received.length).toBe(before);
  });
});
