import { sql } from 'kysely';
import type { Database } from './database.ts';
import { migrations } from './migrations/index.ts';

/** Applies pending migrations, each in its own transaction; an advisory lock keeps concurrent servers apart. */
export async function migrate(db: Database): Promise<string[]> {
  await sql`create table if not exists schema_migrations (
    name text primary key, applied_at timestamptz not null default now())`.execute(db);
  const applied: string[] = [];
  await db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(72130401)`.execute(conn);
    try {
      const done = await sql<{ name: string }>`select name from schema_migrations`.execute(conn);
      const seen = new Set(done.rows.map((r) => r.name));
      for (const migration of migrations) {
        if (seen.has(migration.name)) continue;
        await sql`begin`.execute(conn);
        try {
          for (const statement of migration.statements) await sql.raw(statement).execute(conn);
          await sql`insert into schema_migrations (name) values (${migration.name})`.execute(conn);
          await sql`commit`.execute(conn);
        } catch (error) {
          await sql`rollback`.execute(conn);
          throw error;
        }
        applied.push(migration.name);
      }
    } finally {
      await sql`select pg_advisory_unlock(72130401)`.execute(conn);
    }
  });
  return applied;
}
