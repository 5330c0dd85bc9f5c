import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Rights } from '@trips/shared/permissions/rights';
import { can } from '@trips/shared/permissions/rights';
import { api } from '../api';

/** A list whose records the palette finds through the list engine's search box. */
interface RecordSource {
  resource: string;
  permission: string;
  heading: MessageDescriptor;
  title: (row: Record<string, unknown>) => string;
  detail?: (row: Record<string, unknown>) => string;
  href: (id: number) => string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Invoices and dossiers join here when their lists exist. */
export const recordSources: readonly RecordSource[] = [
  {
    resource: 'trips',
    permission: 'trips',
    heading: msg`Trips`,
    title: (row) => text(row.trip_name),
    detail: (row) => text(row.customer_name),
    href: (id) => `/trip-details/${id}`,
  },
  {
    resource: 'providers',
    permission: 'providers',
    heading: msg`Providers`,
    title: (row) => text(row.commercial_name),
    detail: (row) => text(row.city),
    href: (id) => `/provider-details/${id}`,
  },
  {
    resource: 'locations',
    permission: 'locations',
    heading: msg`Locations`,
    title: (row) => text(row.location_name),
    href: (id) => `/location-modules/${id}`,
  },
  {
    resource: 'tasks',
    permission: 'tasks',
    heading: msg`Tasks`,
    title: (row) => text(row.subject),
    detail: (row) => text(row.object_name),
    href: (id) => `/task-details/${id}`,
  },
];

export interface FoundRecord {
  key: string;
  heading: MessageDescriptor;
  title: string;
  detail: string;
  href: string;
}

const PER_LIST = 5;

/** The first records of every list the user may view whose search box matches the text. */
export async function findRecords(
  search: string,
  rights: Rights,
  signal?: AbortSignal,
): Promise<FoundRecord[]> {
  const sources = recordSources.filter((s) => can(rights, s.permission, 'view'));
  const pages = await Promise.all(
    sources.map((source) =>
      api
        .post<{ items: Record<string, unknown>[] }>(
          `/${source.resource}/search`,
          { search, count: PER_LIST },
          { signal, quiet: true },
        )
        .then((page) =>
          page.items.map((row) => ({
            key: `${source.resource}-${String(row.id)}`,
            heading: source.heading,
            title: source.title(row) || `#${String(row.id)}`,
            detail: source.detail?.(row) ?? '',
            href: source.href(Number(row.id)),
          })),
        )
        // A list that fails leaves the others' answers.
        .catch(() => []),
    ),
  );
  return pages.flat();
}
