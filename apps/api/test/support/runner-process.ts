// A jobs runner alone in a process of its own, so a test can kill it with SIGKILL mid-batch.
// Reads DATABASE_URL, SMTP_URL and JOBS_LEASE_MS; prints "running" once it runs.
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/database.ts';
import { outboxRunner } from './outbox-runner.ts';

const config = loadConfig();
const db = await openDatabase({ kind: 'postgres', url: config.DATABASE_URL! });
outboxRunner(db, config, { pollMs: 50 }).start();
console.log('running');
