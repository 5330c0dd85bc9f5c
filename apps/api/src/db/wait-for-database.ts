import { sql } from 'kysely';
import { isConnectionLost } from './connection-loss.ts';
import type { Database } from './database.ts';

export interface WaitOptions {
  /** Give up after this long; the error that stopped the last try is thrown. */
  timeoutMs: number;
  log: (message: string) => void;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * At start-up the database may still be coming up (a restart, a failover, a container starting beside
 * ours): retry a refused connection with backoff (250 ms doubling to 5 s) instead of exiting at once.
 */
export async function waitForDatabase(db: Database, options: WaitOptions): Promise<void> {
  const sleep = options.sleep ?? realSleep;
  const now = options.now ?? Date.now;
  const deadline = now() + options.timeoutMs;
  for (let attempt = 0; ; attempt++) {
    try {
      await sql`select 1`.execute(db);
      return;
    } catch (error) {
      const delay = Math.min(250 * 2 ** attempt, 5_000);
      if (!isConnectionLost(error) || now() + delay > deadline) throw error;
      options.log(`database not reachable (${(error as Error).message}); trying again in ${delay} ms`);
      await sleep(delay);
    }
  }
}
