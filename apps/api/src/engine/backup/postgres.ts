import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** `pg_dump` in its custom format: every table, sequence and index, restorable into another database. */
export async function dumpPostgres(url: string, file: string) {
  await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, url]);
}

/** Whether the database has no table of its own yet (a restore goes only into such a one). */
export async function isEmptyPostgres(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    return rows[0].n === 0;
  } finally {
    await client.end();
  }
}

export async function restorePostgres(url: string, file: string) {
  await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${url}`, file]);
}
