import { availableParallelism } from 'node:os';

/**
 * PostgreSQL connections per server when DATABASE_POOL_SIZE is not set: two per core (a query waits on
 * the database about as long as it runs in Node), and never fewer than four, so a small machine can still
 * serve a slow request beside quick ones.
 */
export const defaultPoolSize = () => Math.max(4, availableParallelism() * 2);
