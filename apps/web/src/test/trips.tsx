import type { TripSection } from '@trips/shared/modules/trips/trips.constants';
import type { TripResponse } from '@trips/shared/modules/trips/trips.schema';
import { useState } from 'react';
import type { RowErrors } from '../engine/edits/fieldErrors';
import { TripSections } from '../modules/trips/sections';
import { RowEditor } from '../modules/trips/sections/RowEditor';
import { type AnyDraftRow, rowBlanks } from '../modules/trips/sections/rows';
import type { LiveCost } from '../modules/trips/sections/useLiveCosts';
import { type SectionsEditor, useSectionsDraft } from '../modules/trips/sections/useSectionsDraft';

/** What a new row takes from the trip: its days, ends and travellers. */
export const tripContext = {
  id: 5,
  start_date: '2027-05-01',
  end_date: '2027-05-06',
  start_location_id: 1,
  end_location_id: 4,
  travellers: 2,
};

/** A saved night at a hotel, as the trip's detail answers it. */
export const savedStay = (id: number, checkin: string, checkout: string, town = 'Sarria') => ({
  ...rowBlanks.accommodations,
  id,
  checkin_date: checkin,
  checkout_date: checkout,
  location_id: id,
  location_name: town,
  provider_id: 100 + id,
  provider_name: `Hotel ${town}`,
  trip_service_status_name: 'Confirmed',
  nights: 1,
  people: 2,
  double_rooms: 1,
  t_cost: 80,
  t_cost_national: 80,
});

/** The detail of a trip as GET trips/{id} answers it, with the rows given. */
export const loadedTrip = (
  rows: Partial<
    Pick<TripResponse, 'accommodations' | 'luggage_transfers' | 'normal_transfers' | 'other_services'>
  > = {},
) =>
  ({
    success: true,
    trip: { ...tripContext, version: 1 } as unknown as TripResponse['trip'],
    accommodations: [],
    luggage_transfers: [],
    normal_transfers: [],
    other_services: [],
    ...rows,
  }) as TripResponse;

/** The trip's sections as its screen holds them; `seen` gets the editor at each render (what Save would send). */
export function SectionsOf({
  loaded,
  seen,
}: {
  loaded: TripResponse;
  seen?: (editor: SectionsEditor) => void;
}) {
  const editor = useSectionsDraft(loaded);
  seen?.(editor);
  return <TripSections editor={editor} trip={tripContext} />;
}

/** The reference lists a trip's rows choose from, as GET lookups/{name} answers them. */
export const tripLookups: Record<string, { id: number; name: string }[]> = {
  meals: [
    { id: 1, name: 'Breakfast' },
    { id: 2, name: 'Half board' },
  ],
  trip_service_statuses: [
    { id: 1, name: 'OK' },
    { id: 3, name: 'Confirmed' },
    { id: 7, name: 'Cancelled' },
  ],
  booking_methods: [{ id: 1, name: 'Email' }],
  accommodation_levels: [{ id: 1, name: 'Standard' }],
  other_service_types: [
    { id: 2, name: 'Bike rental' },
    { id: 3, name: 'Guide' },
  ],
};

/** The routes a trip's sections read: lookups, and pickers that find nothing unless a test says otherwise. */
export const tripRoutes = {
  'GET lookups': { success: true, lookups: tripLookups },
  'GET lookups/*': ({ path }: { path: string }) => ({ items: tripLookups[path.split('/')[1]!] ?? [] }),
  'POST locations/options': { items: [], has_more: false },
  'POST providers/options': { items: [], has_more: false },
};

/** One row's editor holding the row as the section does; `patches` records each change it reports. */
export function RowOf<S extends TripSection>({
  section,
  initial,
  errors = {},
  cost,
  patches,
}: {
  section: S;
  initial: AnyDraftRow;
  errors?: RowErrors;
  cost?: LiveCost;
  patches: (patch: Partial<AnyDraftRow>) => void;
}) {
  const [row, setRow] = useState(initial);
  return (
    <RowEditor
      section={section}
      row={row}
      cost={cost}
      errors={errors}
      onChange={(patch) => {
        setRow((current) => ({ ...current, ...patch }) as AnyDraftRow);
        patches(patch);
      }}
    />
  );
}

/** A new row of a section as the editor holds it. */
export const draftRow = <S extends TripSection>(section: S, fields: Partial<AnyDraftRow> = {}) =>
  ({ ...rowBlanks[section], key: 'k1', frontId: 1, ...fields }) as AnyDraftRow;
