import { defineResource } from '../../list/descriptor.ts';
import { communicationStateChoices, hospedajesPageSize } from './hospedajes.constants.ts';

/**
 * The Hospedajes report (spec part 1 §2 `hospedajes_report`, right `hospedajes`): one row per confirmed
 * night at a hotel in Spain (and per cancelled one already communicated), with its communication state,
 * what it still lacks, the deadline (24 h from the contract) and the last communication's XML.
 */
export const hospedajesReport = defineResource({
  name: 'hospedajes_report',
  label: 'Hospedajes report',
  fields: {
    state: {
      kind: 'autocomplete',
      label: 'State',
      choices: communicationStateChoices,
      sortable: true,
    },
    checkin_date: { kind: 'date', label: 'Check-in', sortable: true },
    contract_date: { kind: 'date', label: 'Contract date', sortable: true },
    provider_id: { kind: 'autocomplete', label: 'Hotel', options: 'providers' },
    missing: { kind: 'text', label: 'Missing' },
  },
  defaultSort: 'contract_date',
  defaultOrder: 'desc',
  pageSize: hospedajesPageSize,
  columns: [
    { slug: 'trip_name', label: 'Trip', default: true },
    { slug: 'provider_name', label: 'Hotel', default: true },
    { slug: 'checkin_date', label: 'Check-in', default: true },
    { slug: 'checkout_date', label: 'Check-out', default: true },
    { slug: 'people', label: 'People', default: true },
    { slug: 'contract_date', label: 'Contract date', default: false },
    { slug: 'state', label: 'State', default: true },
    { slug: 'missing', label: 'Missing', default: true },
    { slug: 'deadline_at', label: 'Deadline', default: true, sortable: true },
    { slug: 'error', label: 'Ministry error', default: true },
    { slug: 'communication_code', label: 'Communication code', default: false },
    { slug: 'xml', label: 'XML', default: true },
  ],
  searchable: true,
});
