import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
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
  header: MessageDescriptor;
  cell: (row: AnyDraftRow) => ReactNode;
}

const dash = '—';
const day = (date: string | null) => (date ? formatDate(date) : dash);
const span = (from: string | null, to: string | null) =>
  from === to || !to ? day(from) : `${day(from)} → ${day(to)}`;
const route = (from: string | null, to: string | null) => `${from ?? dash} → ${to ?? dash}`;
const nights = (count: number) => plural(count, { one: '# night', other: '# nights' });

/** '2 people · 1 double, 1 individual' */
function rooms(r: DraftRow<'accommodations'>) {
  const { individual_rooms: individual, double_rooms: double, twin_rooms: twin, triple_rooms: triple } = r;
  const counts = [
    individual > 0 && plural(individual, { one: '# individual', other: '# individual' }),
    double > 0 && plural(double, { one: '# double', other: '# double' }),
    twin > 0 && plural(twin, { one: '# twin', other: '# twin' }),
    triple > 0 && plural(triple, { one: '# triple', other: '# triple' }),
  ];
  const list = counts.filter(Boolean).join(', ');
  const people = r.people;
  return [plural(people, { one: '# person', other: '# people' }), list].filter(Boolean).join(' · ');
}

const as = <S extends TripSection>(cell: (row: DraftRow<S>) => ReactNode) =>
  cell as unknown as Column['cell'];
const transferRoute: Column = {
  header: msg`From → to`,
  cell: as<'luggage_transfers'>((r) => route(r.from_location_name, r.to_location_name)),
};

/** The columns before provider, status and costs, per section. */
export const sectionColumns: Record<TripSection, Column[]> = {
  accommodations: [
    {
      header: msg`Dates`,
      cell: as<'accommodations'>((r) => (
        <>
          {span(r.checkin_date, r.checkout_date)}
          <Text span size="xs" c="dimmed">{` (${nights(r.nights)})`}</Text>
        </>
      )),
    },
    { header: msg`Location`, cell: as<'accommodations'>((r) => r.location_name ?? dash) },
    { header: msg`Rooms`, cell: as<'accommodations'>(rooms) },
    { header: msg`Meals`, cell: as<'accommodations'>((r) => <LookupName list="meals" id={r.meals_id} />) },
  ],
  luggage_transfers: [
    { header: msg`Date`, cell: as<'luggage_transfers'>((r) => day(r.date)) },
    transferRoute,
    { header: msg`Luggage`, cell: as<'luggage_transfers'>((r) => r.luggage) },
  ],
  normal_transfers: [
    { header: msg`Date`, cell: as<'normal_transfers'>((r) => day(r.date)) },
    transferRoute,
    { header: msg`People`, cell: as<'normal_transfers'>((r) => r.people) },
  ],
  other_services: [
    { header: msg`Dates`, cell: as<'other_services'>((r) => span(r.from_date, r.to_date)) },
    {
      header: msg`Service`,
      cell: as<'other_services'>((r) => r.service_name ?? r.service_type_name ?? dash),
    },
    { header: msg`Location`, cell: as<'other_services'>((r) => r.location_name ?? dash) },
    { header: msg`People`, cell: as<'other_services'>((r) => r.people) },
  ],
};
