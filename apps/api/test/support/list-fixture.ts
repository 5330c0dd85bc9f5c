import { defineResource } from '@trips/shared';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { Database } from '../../src/db/database.ts';
import type { ListBinding } from '../../src/engine/list/binding.ts';
import { registerListResource } from '../../src/engine/list/routes.ts';
import { createSessionsRepo } from '../../src/modules/auth/sessions.repo.ts';
import { createUsersRepo } from '../../src/modules/users/users.repo.ts';
import { registerAccessGuard } from '../../src/plugins/access-guard.ts';
import { registerErrorHandler } from '../../src/plugins/error-handler.ts';

/** A test-only list with one field of every kind (tags included), so the engine test covers them all. */
export const fixtureResource = defineResource({
  name: 'fixture_items',
  label: 'Fixture items',
  fields: {
    title: { kind: 'text', label: 'Title', sortable: true },
    amount: { kind: 'numeric', label: 'Amount', sortable: true },
    ratio: { kind: 'percentage', label: 'Ratio', sortable: true },
    happened_on: { kind: 'date', label: 'Happened on', sortable: true },
    created_at: { kind: 'date', label: 'Created at', sortable: true },
    owner_id: { kind: 'autocomplete', label: 'Owner' },
    code: { kind: 'autocomplete', label: 'Code' },
    is_done: { kind: 'boolean', label: 'Done', sortable: true },
    tags: { kind: 'tags', label: 'Tags' },
  },
  defaultSort: 'title',
  defaultOrder: 'asc',
  pageSize: 50,
  columns: [
    { slug: 'title', label: 'Title', default: true },
    { slug: 'amount', label: 'Amount', default: true },
    { slug: 'happened_on', label: 'Happened on', default: true },
    { slug: 'is_done', label: 'Done', default: false },
  ],
  searchable: true,
});

const f = (column: string) => sql.ref(`f.${column}`);

export const fixtureBinding: ListBinding = {
  descriptor: fixtureResource,
  permission: 'trips',
  baseQuery: (db) => db.selectFrom('fixture_items as f' as never),
  id: f('id'),
  fields: Object.fromEntries(fixtureResource.fieldNames.filter((n) => n !== 'tags').map((n) => [n, f(n)])),
  textIds: ['code'],
  tags: { tags: { linkTable: 'fixture_item_tags', ownerColumn: 'item_id', tagColumn: 'tag_id' } },
  select: (query) =>
    query.select(['f.id', 'f.title', 'f.amount', sql`f.happened_on::text`.as('happened_on'), 'f.is_done']),
  options: { name: f('title') },
};

/** 40 rows around today, with nulls, ties, odd characters and tags, made the same way on every run. */
export async function createFixtureData(db: Database) {
  await sql`create table fixture_items (
    id serial primary key, title text, amount numeric(10, 2), ratio double precision, happened_on date,
    created_at timestamptz, owner_id integer, code text, is_done boolean)`.execute(db);
  await sql`create table fixture_item_tags (
    item_id integer not null references fixture_items(id) on delete cascade,
    tag_id integer not null references tags(id) on delete cascade, primary key (item_id, tag_id))`.execute(
    db,
  );
  await sql`insert into fixture_items (title, amount, ratio, happened_on, created_at, owner_id, code, is_done)
    select case when i % 9 = 0 then null else (array['Alpha', 'beta_50%', 'Gamma\\x', 'delta', 'ALPHA two'])[i % 5 + 1] || ' ' || i end,
      case when i % 7 = 0 then null else (i * 37 % 100) + 0.25 end,
      case when i % 8 = 0 then null else (i % 10) * 10.5 end,
      case when i % 6 = 0 then null else current_date + (i - 20) * 3 end,
      now() - (i - 10) * interval '5 days',
      case when i % 5 = 0 then null else i % 4 + 1 end,
      (array['A1', 'B2', 'C3'])[i % 3 + 1],
      case when i % 10 = 0 then null else i % 2 = 0 end
    from generate_series(1, 40) i`.execute(db);
  const tags = await sql<{ id: number }>`insert into tags (type, name)
    values ('trip', 'Fixture red'), ('trip', 'Fixture green'), ('trip', 'Fixture blue') returning id`.execute(
    db,
  );
  const [red, green, blue] = tags.rows.map((r) => r.id);
  await sql`insert into fixture_item_tags (item_id, tag_id)
    select i, t from generate_series(1, 40) i, unnest(array[${red}::int, ${green}::int, ${blue}::int]) with ordinality as u(t, k)
    where (i + k) % 3 = 0 or (k = 3 and i % 4 = 0)`.execute(db);
}

/** An app serving only the fixture list, on the test app's database (same sessions, same rights). */
export async function startFixtureApp(db: Database) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerAccessGuard(app, createSessionsRepo(db), createUsersRepo(db));
  await app.register(async (api) => registerListResource(api, fixtureBinding, db), { prefix: '/api/v1' });
  await app.ready();
  return app;
}
