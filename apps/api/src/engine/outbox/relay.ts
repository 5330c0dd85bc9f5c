import { eachWithConcurrency } from './concurrency.ts';
import type { ChannelDriver } from './drivers.ts';
import type { OutboxRepo } from './outbox.repo.ts';

const MAX_ATTEMPTS = 8;
const BATCH = 20;
/** Messages sent at once: one slow server holds up a slot, not the batch. */
export const SEND_CONCURRENCY = 4;
export const DEFAULT_LEASE_MS = 10_000;

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

/** The logger the relay writes to (Fastify's, or anything with the same two calls). */
export interface RelayLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

type Message = Awaited<ReturnType<OutboxRepo['claimDue']>>['rows'][number];

export function createRelay(opts: {
  outbox: OutboxRepo;
  drivers: Record<'email' | 'sms', ChannelDriver>;
  pollMs: number;
  /** How long a claimed message stays with this relay without a heartbeat. */
  leaseMs?: number;
  log: RelayLog;
}): Relay {
  const leaseMs = opts.leaseMs ?? DEFAULT_LEASE_MS;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let stopped = true;

  const deliver = async (message: Message) => {
    try {
      const status = await opts.drivers[message.channel].deliver(message);
      await opts.outbox.markDelivered(message.id, status);
    } catch (error) {
      const attempts = message.attempts + 1;
      const retryAt = attempts >= MAX_ATTEMPTS ? null : new Date(Date.now() + retryDelayMs(message.attempts));
      opts.log.warn({ outboxId: message.id, err: error }, 'outbox delivery failed');
      await opts.outbox.markFailed(message.id, String((error as Error).message ?? error), retryAt);
    }
  };

  // No transaction spans a send: the claim is a lease, renewed by a heartbeat while this relay holds
  // the message; the send happens outside, then the result is written.
  const runOnce = async (): Promise<number> => {
    const due = (await opts.outbox.claimDue(BATCH, leaseMs)).rows;
    if (due.length === 0) return 0;
    const held = new Set(due.map((m) => m.id));
    const heartbeat = setInterval(() => {
      opts.outbox.renewLeases([...held], leaseMs).catch((error) => {
        opts.log.warn({ err: error }, 'outbox lease renewal failed');
      });
    }, leaseMs / 3);
    try {
      await eachWithConcurrency(due, SEND_CONCURRENCY, async (message) => {
        await deliver(message);
        held.delete(message.id);
      });
    } finally {
      clearInterval(heartbeat);
    }
    return due.length;
  };

  const tick = async () => {
    if (running) return;
    running = runOnce().catch((error) => {
      opts.log.error({ err: error }, 'outbox relay run failed');
      return 0;
    });
    const handled = await running;
    running = null;
    // A full batch means more may be due: go on at once instead of waiting a poll.
    if (!stopped) timer = setTimeout(tick, handled === BATCH ? 0 : opts.pollMs);
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
