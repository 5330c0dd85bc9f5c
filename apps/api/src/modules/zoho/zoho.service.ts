import type { Database } from '../../db/database.ts';
import type { Clock } from '../../engine/jobs/clock.ts';
import type { RecordsService } from '../../engine/settings/records.service.ts';
import type { SecretBox } from '../../engine/settings/secret-box.ts';
import { listAccounts, readZohoSchedule, readZohoSettings } from './zoho.accounts.ts';
import type { ZohoHosts } from './zoho.hosts.ts';
import { scheduleZoho, zohoJobs } from './zoho.jobs.ts';
import { type RunDeps, runAccount } from './zoho.run.ts';
import { readStatus } from './zoho.status.ts';
import { createTokenSource } from './zoho.token.ts';

export interface ZohoDeps {
  db: Database;
  clock: Clock;
  hosts: ZohoHosts;
  box: SecretBox;
  records: RecordsService;
  kick: () => void;
}

/** The Zoho screen's status and Sync now, the jobs that sync on their own, and the start-up schedule. */
export function createZohoService(deps: ZohoDeps) {
  const run: RunDeps & { records: RecordsService } = {
    ...deps,
    tokens: createTokenSource(deps.db, deps.box, deps.hosts, deps.clock),
  };
  const status = async () => {
    await scheduleZoho(deps.db, deps.records, deps.clock);
    return readStatus(deps.db, (await readZohoSchedule(deps.records)).isActive);
  };
  return {
    jobs: zohoJobs(run),
    schedule: () => scheduleZoho(deps.db, deps.records, deps.clock),
    status,
    /** Every active account now, one after the other; each one's outcome is in the status answered. */
    async syncNow() {
      const settings = await readZohoSettings(deps.records);
      for (const account of await listAccounts(deps.db))
        if (account.is_active) await runAccount(run, account, settings).catch(() => {});
      return status();
    },
  };
}
export type ZohoService = ReturnType<typeof createZohoService>;
