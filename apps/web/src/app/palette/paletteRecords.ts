import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Rights } from '@trips/shared/permissions/rights';
import { can } from '@trips/shared/permissions/rights';
import { api } from '../../lib/api';
import { detailPath } from '../../lib/paths';

/** A list whose records the palette finds through the list engine's search box. */
interface RecordSource {
  resource: string;
  permission: string;
  heading: MessageDescriptor;
  title: (row: Record<string, unknown>) => string;
  detail?: (row: Record<string, unknown>) => string;
  href: (row: Record<string, unknown>) => string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export const recordSources: readonly RecordSource[] = [
  {
    resource: 'trips',
    permission: 'trips',
    heading: msg`Trips`,
    title: (row) => text(row.trip_name),
    detail: (row) => text(row.customer_name),
    href: (row) => detailPath('trip', String(row.id)),
  },
  {
    resource: 'providers',
    permission: 'providers',
    heading: msg`Providers`,
    title: (row) => text(row.commercial_name),
    detail: (row) => text(row.city),
    href: (row) => detailPath('provider', String(row.id)),
  },
  {
    resource: 'locations',
    permission: 'locations',
    heading: msg`Locations`,
    title: (row) => text(row.location_name),
    href: (row) => detailPath('location', String(row.id)),
  },
  {
    resource: 'tasks',
    permission: 'tasks',
    heading: msg`Tasks`,
    title: (row) => text(row.subject),
    detail: (row) => text(row.object_name),
    href: (row) => detailPath('task', String(row.id)),
  },
  {
    // A row per setting of a dossier, opened at that setting as on the dossiers list; the list's search
    // box also reads the dossier's English title.
    resource: 'dossiers',
    permission: 'dossiers',
    heading: msg`Dossiers`,
    title: (row) => text(row.title) || text(row.holiday) || text(row.holiday_id),
    detail: (row) => [text(row.holiday_id), text(row.branding_name)].filter(Boolean).join(' · '),
    href: (row) => detailPath('dossier', Number(row.dossier_id), Number(row.id)),
  },
  {
    resource: 'itineraries',
    permission: 'itineraries',
    heading: msg`Itineraries`,
    title: (row) => text(row.name),
    detail: (row) => text(row.holiday_id),
    href: (row) => detailPath('itinerary', String(row.id)),
  },
  {
    resource: 'invoices',
    permission: 'invoices',
    heading: msg`Invoices`,
    title: (row) => text(row.invoice_number),
    detail: (row) => text(row.provider_name) || text(row.ota_account_name),
    href: (row) => detailPath('invoice', String(row.id)),
  },
];

/** A record named exactly what was typed ('Burgos' the location) comes before those that mention it. */
const exactFirst = (search: string, records: FoundRecord[]) => {
  const wanted = search.toLocaleLowerCase();
  const exact = (r: FoundRecord) => r.title.toLocaleLowerCase() === wanted;
  return [...records.filter(exact), ...records.filter((r) => !exact(r))];
};

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
            href: source.href(row),
          })),
        )
        // A list that fails leaves the others' answers.
        .catch(() => []),
    ),
  );
  return exactFirst(search, pages.flat());
}
