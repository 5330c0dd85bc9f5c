import type { ListCell, ListColumn, ListRow } from '@trips/shared/settings/list-columns';
import { settingsLists } from '@trips/shared/settings/list-registry';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foreignKeys } from '../src/engine/edits/foreign-keys.ts';
import { get, put as putAs, signIn } from './support/auth.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';
import { memberWith } from './support/people.ts';

const editable = (columns: readonly ListColumn[]) => columns.filter((c) => c.kind !== 'label');

/** A valid value different from `was`. */
function changed(column: ListColumn, was: ListCell | undefined): ListCell {
  switch (column.kind) {
    case 'boolean':
      return !was;
    case 'zeroOne':
      return was === 1 ? 0 : 1;
    case 'decimal':
      return was === 2.5 ? 3.25 : 2.5;
    case 'text':
      return `Renamed ${String(was).slice(0, 40)}`.trimEnd();
    case 'email':
      return `renamed.${Math.random().toString(36).slice(2, 8)}@example.com`;
    case 'lookup':
      return was === 1 ? 2 : 1;
    case 'secret':
      return 's3cret-password';
    case 'label':
      return was ?? null;
  }
}

/** How the API answers a row it saved: a set secret as the placeholder. */
const shown = (columns: readonly ListColumn[], row: ListRow): ListRow => {
  const out = { ...row };
  for (const c of columns) if (c.kind === 'secret') out[c.key] = row[c.key] ? '{key}' : '';
  return out;
};

function bad(column: ListColumn): ListCell {
  switch (column.kind) {
    case 'boolean':
    case 'zeroOne':
      return 'yes';
    case 'decimal':
      return column.min;
    case 'text':
      // An optional text may be blank, but never longer than its limit.
      return column.optional ? 'x'.repeat(column.maxLength + 1) : '   ';
    case 'email':
      return 'not-an-email';
    case 'lookup':
      return 0;
    case 'secret':
      return 'x'.repeat(column.maxLength + 1);
    case 'label':
      return null;
  }
}

describe.each(targets)('settings lists on %s', (target) => {
  let t: TestApp;
  let admin: string;
  let nobody: string;
  const put = (url: string, payload: object, token = admin) => putAs(t, url, payload, token);

  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await signIn(t);
    nobody = (await memberWith(t, { trips: ['view'] }, 'no settings')).token;
  });
  afterAll(() => t.close());

  for (const list of settingsLists) {
    describe(`/settings-lists/${list.name}`, () => {
      const url = `/settings-lists/${list.name}`;
      const load = async () => (await get(t, url, admin)).json() as { rows: ListRow[]; version: number };

      // A list the demo leaves empty (invoice tags) gets two rows through the API first.
      beforeAll(async () => {
        const before = await load();
        if (!list.editableRows || before.rows.length >= 2) return;
        const fill = ['first', 'second']
          .slice(before.rows.length)
          .map((n) => Object.fromEntries(editable(list.columns).map((c) => [c.key, changed(c, `${n} row`)])));
        const filled = await put(url, {
          rows: [...before.rows, ...fill],
          deleted: [],
          version: before.version,
        });
        expect(filled.statusCode, filled.body).toBe(200);
      });

      it('saves a change to every editable column of a row, keeps it, and refuses a stale save', async () => {
        const before = await load();
        expect(before.rows.length).toBeGreaterThan(0);
        const first = before.rows[0]!;
        const edited = { ...first };
        for (const column of editable(list.columns)) edited[column.key] = changed(column, first[column.key]);
        const rows = [edited, ...before.rows.slice(1)];
        const saved = await put(url, { rows, deleted: [], version: before.version });
        expect(saved.statusCode).toBe(200);
        const after = await load();
        expect(after.version).toBe(before.version + 1);
        expect(after.rows).toEqual(rows.map((row) => shown(list.columns, row)));

        const stale = await put(url, { rows, deleted: [], version: before.version });
        expect(stale.statusCode).toBe(409);
        expect(stale.json().message).toMatch(/changed by someone else/);
        expect(stale.json().conflict).toBe('stale');
      });

      it('refuses a bad value in each editable column naming the cell, and saves nothing', async () => {
        const before = await load();
        const broken = { ...before.rows[0]! };
        for (const column of editable(list.columns)) broken[column.key] = bad(column);
        const refused = await put(url, {
          rows: [broken, ...before.rows.slice(1)],
          deleted: [],
          version: before.version,
        });
        expect(refused.statusCode).toBe(400);
        expect(Object.keys(refused.json().field_errors).sort()).toEqual(
          editable(list.columns)
            .map((c) => `rows.0.${c.key}`)
            .sort(),
        );
        expect(await load()).toEqual(before);
      });

      it('answers 403 to a user without the right', async () => {
        expect((await get(t, url, nobody)).statusCode).toBe(403);
        expect((await put(url, { rows: [], deleted: [], version: 1 }, nobody)).statusCode).toBe(403);
      });

      if (!list.editableRows) {
        it('adds and deletes no rows', async () => {
          const before = await load();
          const blank = Object.fromEntries(editable(list.columns).map((c) => [c.key, changed(c, null)]));
          const added = await put(url, {
            rows: [...before.rows, blank],
            deleted: [],
            version: before.version,
          });
          expect(added.statusCode).toBe(400);
        });
        return;
      }

      it('adds a row, deletes an unused one, and refuses to delete a row in use', async () => {
        const before = await load();
        const blank = Object.fromEntries(editable(list.columns).map((c) => [c.key, changed(c, 'a new row')]));
        const added = await put(url, { rows: [...before.rows, blank], deleted: [], version: before.version });
        expect(added.statusCode).toBe(200);
        const withNew = added.json() as { rows: ListRow[]; version: number };
        const fresh = withNew.rows.at(-1)!;
        expect(fresh).toMatchObject(shown(list.columns, blank));

        const kept = withNew.rows.filter((r) => r.id !== fresh.id);
        const removed = await put(url, { rows: kept, deleted: [fresh.id], version: withNew.version });
        expect(removed.statusCode).toBe(200);
        const now = await load();
        expect(now.rows.map((r) => r.id)).not.toContain(fresh.id);

        const ref = (await foreignKeys(t.db)).find(
          (k) => k.references === list.table && k.onDelete === 'refuse',
        );
        if (!ref) return;
        const target = now.rows.find((r) => !list.fixedIds?.includes(r.id!))!;
        const { rows: named } = await sql<{ id: number }>`update ${sql.table(ref.table)}
          set ${sql.ref(ref.column)} = ${target.id}
          where id = (select min(id) from ${sql.table(ref.table)}) returning id`.execute(t.db);
        expect(named).toHaveLength(1);
        const rest = now.rows.filter((r) => r.id !== target.id);
        const inUse = await put(url, { rows: rest, deleted: [target.id], version: now.version });
        expect(inUse.statusCode).toBe(409);
        const [row] = inUse.json().rows_in_use;
        expect(row).toMatchObject({ id: target.id, used_by: [{ count: expect.any(Number) }] });
        expect(row.used_by[0].items.length).toBeGreaterThan(0);
        expect(inUse.json().message).toContain(`${row.name} is used by`);
        expect(inUse.json().message).toContain(row.used_by[0].items[0].name);
        expect(inUse.json()).toMatchObject({ conflict: 'in_use', ids: [target.id] });
        expect(await load()).toEqual(now);

        for (const id of list.fixedIds ?? []) {
          const fixed = await put(url, {
            rows: now.rows.filter((r) => r.id !== id),
            deleted: [id],
            version: now.version,
          });
          expect(fixed.statusCode).toBe(400);
        }
      });

      it('refuses two rows with the same unique value', async () => {
        const unique = editable(list.columns).find(
          (c) => (c.kind === 'text' || c.kind === 'email') && c.unique,
        );
        const before = await load();
        const [a, b] = before.rows;
        const clash = { ...b!, [unique!.key]: String(a![unique!.key]).toUpperCase() };
        const refused = await put(url, {
          rows: [a, clash, ...before.rows.slice(2)],
          deleted: [],
          version: before.version,
        });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().field_errors[`rows.1.${unique!.key}`]).toBe(
          'This value is already used in the list',
        );
      });
    });
  }
});
