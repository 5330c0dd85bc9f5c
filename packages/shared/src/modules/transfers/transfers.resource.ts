import { defineResource } from '../../list/descriptor.ts';
import { transfersColumns } from './transfers.columns.ts';

const pick = (label: string, options?: string) => ({ kind: 'autocomplete', label, options }) as const;

/**
 * The transfers list (spec part 1 §3 "Transfer filters", page 1, count 100): one row per route and
 * provider. start/end location and provider are the route's and the provider's (the spec's default 0,
 * "any", is no value chosen); the other pickers ask "has a rate row with": its transfer type (2 luggage,
 * 1 normal), the providers or meeting points it runs between, its assigned rate.
 */
export const transfersResource = defineResource({
  name: 'transfers',
  label: 'Transfers',
  fields: {
    start_location_name: { kind: 'text', label: 'Start location name', sortable: true },
    end_location_name: { kind: 'text', label: 'End location name', sortable: true },
    provider_name: { kind: 'text', label: 'Provider name', sortable: true },
    start_location_id: pick('Start location'),
    end_location_id: pick('End location'),
    provider_id: pick('Provider'),
    transfer_type_id: pick('Transfer type', 'transfer_types'),
    start_provider_id: pick('Start provider'),
    end_provider_id: pick('End provider'),
    start_meeting_point_id: pick('Start meeting point'),
    end_meeting_point_id: pick('End meeting point'),
    assigned_rate_id: pick('Rate'),
  },
  defaultSort: 'start_location_name',
  defaultOrder: 'asc',
  pageSize: 100,
  columns: transfersColumns.columns.map((c) =>
    c.slug === 'provider_priority' ? { ...c, sortable: true } : c,
  ),
  searchable: true,
});

/** Page size of the route editor's provider, location and meeting-point pickers (spec part 2 §9). */
export const transferPickerCount = 10;
/** transfer_type_id of trip transfer rows and rate rows (spec part 2 §9). */
export const transferTypeIds = { normal: 1, luggage: 2 } as const;
