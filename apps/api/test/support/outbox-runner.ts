import type { Config } from '../../src/config.ts';
import type { Database } from '../../src/db/database.ts';
import type { Clock } from '../../src/engine/jobs/clock.ts';
import { createJobRegistry } from '../../src/engine/jobs/registry.ts';
import { createJobRunner } from '../../src/engine/jobs/runner.ts';
import { outboxDeliveryJob } from '../../src/engine/outbox/delivery.job.ts';
import { emailDelivery, type SendingAccount, smsDelivery } from '../../src/engine/outbox/drivers.ts';
import { createLocalDiskStorage } from '../../src/engine/storage/local-disk.ts';

/** A runner of the outbox's delivery jobs outside any app: its own clock, poll and accounts. */
export function outboxRunner(
  db: Database,
  config: Config,
  options: {
    pollMs: number;
    clock?: Clock;
    findAccount?: (id: number) => Promise<SendingAccount | undefined>;
    storageRoot?: string;
  },
) {
  const email = emailDelivery({
    config,
    storage: createLocalDiskStorage(options.storageRoot ?? '/nonexistent'),
    findAccount: options.findAccount ?? (async () => undefined),
  });
  return createJobRunner({
    db,
    registry: createJobRegistry([outboxDeliveryJob(db, { email, sms: smsDelivery(config) })]),
    pollMs: options.pollMs,
    leaseMs: config.JOBS_LEASE_MS,
    clock: options.clock,
    log: { warn: () => {}, error: (details, message) => console.error(message, details) },
  });
}
