import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { DatabaseTarget } from '../src/db/database.ts';
import { openDatabase } from '../src/db/database.ts';

/** A database of the bench's own: in-memory PGlite, or a temporary PostgreSQL database dropped at the end. */
export async function temporaryDatabase(
  adminUrl: string | undefined,
): Promise<{ target: DatabaseTarget; drop(): Promise<void> }> {
  if (!adminUrl) return { target: { kind: 'pglite', dataDir: null }, drop: async () => {} };
  const name = `bench_${randomBytes(5).toString('hex')}`;
  const admin = await openDatabase({ kind: 'postgres', url: adminUrl });
  await sql.raw(`create database ${name}`).execute(admin);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    target: { kind: 'postgres', url: url.toString() },
    async drop() {
      await sql.raw(`drop database if exists ${name} with (force)`).execute(admin);
      await admin.destroy();
    },
  };
}
