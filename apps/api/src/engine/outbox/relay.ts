import type { FastifyBaseLogger } from 'fastify';
import type { ChannelDriver } from './drivers.ts';
import type { OutboxRepo } from './outbox.repo.ts';

const MAX_ATTEMPTS = 8;
const BATCH = 20;

/** Exponential backoff: 30 s, 1 min, 2 min … capped at one hour. */
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** attempts, 3_600_000);

export interface Relay {
  /** Sends what is due now; returns how many messages were handled. */
  runOnce(): Promise<number>;
  /** Asks for a run soon (after a write that enqueued something). */
  kick(): void;
  start(): void;
  stop(): Promise<void>;
}

export function createRelay(opts: {
  outbox: OutboxRepo;
  drivers: Record<'email' | 'sms', ChannelDriver>;
  pollMs: number;
  log: FastifyBaseLogger;
}): Relay {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let stopped = true;

  // No transaction spans a send: the claim is a lease, the send happens outside, then the result is written.
  const runOnce = async (): Promise<number> => {
    const due = (await opts.outbox.claimDue(BATCH)).rows;
    for (const message of due) {
      try {
        const status = await opts.drivers[message.channel].deliver(message);
        await opts.outbox.markDelivered(message.id, status);
      } catch (error) {
        const attempts = message.attempts + 1;
        const retryAt =
          attempts >= MAX_ATTEMPTS ? null : new Date(Date.now() + retryDelayMs(message.attempts));
        opts.log.warn({ outboxId: message.id, err: error }, 'outbox delivery failed');
        await opts.outbox.markFailed(message.id, String((error as Error).message ?? error), retryAt);
      }
    }
    return due.length;
  };

  const tick = async () => {
    if (running) return;
    running = runOnce().catch((error) => {
      opts.log.error({ err: error }, 'outbox relay run failed');
      return 0;
    });
    await running;
    running = null;
    if (!stopped) timer = setTimeout(tick, opts.pollMs);
  };

  return {
    runOnce,
    kick() {
      if (stopped || running) return;
      if (timer) clearTimeout(timer);
      timer = setTimeout(tick, 0);
    },
    start() {
      stopped = false;
      timer = setTimeout(tick, 0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
