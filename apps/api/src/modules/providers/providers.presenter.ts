import type { ProviderDetail } from '@trips/shared/modules/providers/providers.schema';
import type { Database } from '../../db/database.ts';
import { createProvidersRepo } from './providers.repo.ts';

const iso = (d: Date | string) => new Date(d).toISOString();

export async function loadDetail(db: Database, id: number): Promise<ProviderDetail | null> {
  const repo = createProvidersRepo(db);
  const row = await repo.find(id);
  if (!row) return null;
  const [locations, tags] = await Promise.all([repo.locations(id), repo.tags(id)]);
  const { rates_version, services_version, created_at, updated_at, ...rest } = row;
  return { ...rest, locations, tags, created_at: iso(created_at), updated_at: iso(updated_at) };
}

/** What the audit log compares: the saved fields, location and tag names; no names of lookups. */
export function auditSnapshot(d: ProviderDetail) {
  const {
    created_at,
    updated_at,
    version,
    category_name,
    language_name,
    currency_symbol,
    currency_rate,
    ...rest
  } = d;
  const { location_name, ...fields } = rest;
  return { ...fields, locations: d.locations.map((l) => l.name), tags: d.tags.map((t) => t.name) };
}
