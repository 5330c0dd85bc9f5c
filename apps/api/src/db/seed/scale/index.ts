import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { databaseTarget } from '../../../bootstrap.ts';
import { loadConfig } from '../../../config.ts';
import { openDatabase } from '../../database.ts';
import { migrate } from '../../migrate.ts';
import { generators } from './generators.ts';

/**
 * npm run seed:scale -- --locations 100000
 * Adds generated rows to DATABASE_URL, or else to the embedded database in DATA_DIR, printing progress.
 */
async function main() {
  const options = Object.fromEntries(
    Object.keys(generators).map((name) => [name, { type: 'string' as const }]),
  );
  const { values } = parseArgs({ options, strict: true });
  const config = loadConfig();
  const db = await openDatabase(databaseTarget(config));
  try {
    await migrate(db);
    for (const [name, generate] of Object.entries(generators)) {
      const count = Number(values[name] ?? 0);
      if (!Number.isInteger(count) || count < 0) throw new Error(`--${name} needs a whole number`);
      if (count === 0) continue;
      const started = performance.now();
      await generate(db, count, (done, total) => {
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        process.stdout.write(`\r${name}: ${done}/${total} (${seconds} s)`);
      });
      process.stdout.write('\n');
    }
    // Fresh statistics, so the planner (and estimated list totals) see the new volume at once; vacuum sets
    // the visibility map as autovacuum would in a running system, so index-only scans skip the heap.
    await sql`vacuum analyze`.execute(db);
  } finally {
    await db.destroy();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
