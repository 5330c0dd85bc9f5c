import { Text } from '@mantine/core';
import type { TripSection } from '@trips/shared/modules/trips/trips.constants';
import type { ReactNode } from 'react';
import { useLookup } from '../../../engine/options/useLookup';
import { formatDate } from '../../../i18n/format';
import type { AnyDraftRow, DraftRow } from './rows';

/** The name of a lookup's item (a new row has the id of its default, not its name). */
function LookupName({ list, id }: { list: string; id: number | null }) {
  const items = useLookup(list).data ?? [];
  return items.find((i) => i.id === id)?.name ?? dash;
}

/** A column of a section's compact table: what one row shows without opening it. */
export interface Column {
  header: string;
  cell: (row: AnyDraftRow) => ReactNode;
}

const dash = '—';
const day = (date: string | null) => (date ? formatDate(date) : dash);
const span = (from: string | null, to: string | null) =>
  from === to || !to ? day(from) : `${day(from)} → ${day(to)}`;
const route = (from: string | null, to: string | null) => `${from ?? dash} → ${to ?? dash}`;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** '2 people · 1 double, 1 individual' */
function rooms(r: DraftRow<'accommodations'>) {
  const counts = [
    [r.individual_rooms, 'individual'],
    [r.double_rooms, 'double'],
    [r.twin_rooms, 'twin'],
    [r.triple_rooms, 'triple'],
  ] as const;
  const list = counts.filter(([n]) => n > 0).map(([n, name]) => `${n} ${name}`);
  return [plural(r.people, 'person', 'people'), list.join(', ')].filter(Boolean).join(' · ');
}

const as = <S extends TripSection>(cell: (row: DraftRow<S>) => ReactNode) =>
  cell as unknown as Column['cell'];
const transferRoute: Column = {
  header: 'From → to',
  cell: as<'luggage_transfers'>((r) => route(r.from_location_name, r.to_location_name)),
};

/** The columns before provider, status and costs, per section. */
export const sectionColumns: Record<TripSection, Column[]> = {
  accommodations: [
    {
      header: 'Dates',
      cell: as<'accommodations'>((r) => (
        <>
          {span(r.checkin_date, r.checkout_date)}
          <Text span size="xs" c="dimmed">{` (${plural(r.nights, 'night')})`}</Text>
        </>
      )),
    },
    { header: 'Location', cell: as<'accommodations'>((r) => r.location_name ?? dash) },
    { header: 'Rooms', cell: as<'accommodations'>(rooms) },
    { header: 'Meals', cell: as<'accommodations'>((r) => <LookupName list="meals" id={r.meals_id} />) },
  ],
  luggage_transfers: [
    { header: 'Date', cell: as<'luggage_transfers'>((r) => day(r.date)) },
    transferRoute,
    { header: 'Luggage', cell: as<'luggage_transfers'>((r) => r.luggage) },
  ],
  normal_transfers: [
    { header: 'Date', cell: as<'normal_transfers'>((r) => day(r.date)) },
    transferRoute,
    { header: 'People', cell: as<'normal_transfers'>((r) => r.people) },
  ],
  other_services: [
    { header: 'Dates', cell: as<'other_services'>((r) => span(r.from_date, r.to_date)) },
    {
      header: 'Service',
      cell: as<'other_services'>((r) => r.service_name ?? r.service_type_name ?? dash),
    },
    { header: 'Location', cell: as<'other_services'>((r) => r.location_name ?? dash) },
    { header: 'People', cell: as<'other_services'>((r) => r.people) },
  ],
};
