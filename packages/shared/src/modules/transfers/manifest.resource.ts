import { z } from 'zod';
import { defineResource } from '../../list/descriptor.ts';

/**
 * The daily luggage manifest of a transfer company (issue 17 item 4): every luggage transfer of a day that
 * is not cancelled, one row per bag move: where the bags are picked up (hotel or meeting point, address),
 * where they are dropped off, the travellers, bags and trip. The screen fixes the date and the company;
 * as a list of the engine it pages, sorts and exports (CSV, XLSX) like every list.
 */
export const luggageManifestResource = defineResource({
  name: 'luggage_manifest',
  label: 'Luggage manifest',
  fields: {
    date: { kind: 'date', label: 'Date', sortable: true },
    provider_id: { kind: 'autocomplete', label: 'Transfer company', options: 'providers' },
  },
  defaultSort: 'pickup_location_name',
  defaultOrder: 'asc',
  pageSize: 100,
  columns: [
    { slug: 'date', label: 'Date', default: false },
    { slug: 'provider_name', label: 'Transfer company', default: false },
    { slug: 'pickup_location_name', label: 'From', default: true, sortable: true },
    { slug: 'pickup_name', label: 'Pick-up', default: true, sortable: true },
    { slug: 'pickup_address', label: 'Pick-up address', default: true },
    { slug: 'dropoff_location_name', label: 'To', default: true, sortable: true },
    { slug: 'dropoff_name', label: 'Drop-off', default: true, sortable: true },
    { slug: 'dropoff_address', label: 'Drop-off address', default: true },
    { slug: 'traveller_names', label: 'Travellers', default: true, sortable: true },
    { slug: 'people', label: 'People', default: true },
    { slug: 'luggage', label: 'Bags', default: true, sortable: true },
    { slug: 'trip_name', label: 'Trip', default: true, sortable: true },
    { slug: 'trip_service_status_name', label: 'Status', default: false },
  ],
  searchable: true,
});

/** One bag move of the manifest. */
export const manifestRow = z.object({
  id: z.number(),
  trip_id: z.number(),
  date: z.string().nullable(),
  provider_name: z.string().nullable(),
  pickup_location_name: z.string().nullable(),
  pickup_name: z.string(),
  pickup_address: z.string(),
  dropoff_location_name: z.string().nullable(),
  dropoff_name: z.string(),
  dropoff_address: z.string(),
  traveller_names: z.string(),
  people: z.number(),
  luggage: z.number(),
  trip_name: z.string(),
  trip_service_status_name: z.string().nullable(),
});
export type ManifestRow = z.infer<typeof manifestRow>;
