import { defineColumnSet } from '../../list/columns.ts';

/**
 * The transfers list's columns (spec part 2 §3 "Report column sets"): one row per route and provider,
 * named after the transfer filters of part 1 §3 and the transfer rate rows of part 2 §3. The list's
 * descriptor takes them when it is built.
 */
export const transfersColumns = defineColumnSet({
  name: 'transfers',
  label: 'Transfers',
  columns: [
    { slug: 'start_location_name', label: 'Start location', default: true },
    { slug: 'end_location_name', label: 'End location', default: true },
    { slug: 'transfer_type_name', label: 'Transfer type', default: true },
    { slug: 'provider_name', label: 'Provider', default: true },
    { slug: 'provider_priority', label: 'Priority', default: false },
    { slug: 'start_meeting_point_name', label: 'Start meeting point', default: true },
    { slug: 'end_meeting_point_name', label: 'End meeting point', default: true },
    { slug: 'start_provider_name', label: 'Start provider', default: false },
    { slug: 'end_provider_name', label: 'End provider', default: false },
    { slug: 'assigned_rate_name', label: 'Rate', default: true },
    { slug: 'automated_processing', label: 'Automated processing', default: false },
    { slug: 'automated_creation', label: 'Automated creation', default: false },
  ],
});
