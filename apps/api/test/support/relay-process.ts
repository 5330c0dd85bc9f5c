// A relay alone in a process of its own, so a test can kill it with SIGKILL mid-batch.
// Reads DATABASE_URL, SMTP_URL and OUTBOX_LEASE_MS; prints "relaying" once it runs.
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/database.ts';
import { emailDriver, smsDriver } from '../../src/engine/outbox/drivers.ts';
import { createOutboxRepo } from '../../src/engine/outbox/outbox.repo.ts';
import { createRelay } from '../../src/engine/outbox/relay.ts';

const config = loadConfig();
const db = await openDatabase({ kind: 'postgres', url: config.DATABASE_URL! });
const relay = createRelay({
  outbox: createOutboxRepo(db),
  drivers: { email: emailDriver(config), sms: smsDriver(config) },
  pollMs: 50,
  leaseMs: config.OUTBOX_LEASE_MS,
  log: { warn: () => {}, error: (details, message) => console.error(message, details) },
});
relay.start();
console.log('relaying');
