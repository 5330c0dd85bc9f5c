import type {
  CreateProviderBody,
  ProviderDetail,
  ProviderEditable,
  UpdateProviderBody,
} from '@trips/shared/modules/providers/providers.schema';
import {
  currentLocations,
  hasLocationChanges,
  type LocationEdits,
  locationChanges,
  locationEditsOf,
} from './providerLocations';

/** Every saved field of a provider as the form holds it, plus its locations. */
export type ProviderFields = ProviderEditable;
export interface ProviderDraft {
  fields: ProviderFields;
  locations: LocationEdits;
}

export const blankFields: ProviderFields = {
  category_id: 0,
  commercial_name: '',
  legal_name: '',
  cif: '',
  language_id: null,
  currency_id: null,
  status: 'active',
  location_id: null,
  phone: '',
  booking_email: '',
  contact_email: '',
  contact_name: '',
  emergency: false,
  luggage: false,
  people: false,
  is_manually_managed_transfer: false,
  comments_eng: '',
  comments_spn: '',
  payment_method_id: null,
  booking_method_id: null,
  address: '',
  postal_code: '',
  city: '',
  check_in_from: '',
  check_out_until: '',
  country_id: null,
  state_id: null,
  latitude: null,
  longitude: null,
  rooms: null,
  accommodation_type_id: null,
  accommodation_level_id: null,
  accommodation_detail_id: null,
  transfer_type_id: null,
  holiday_type_id: null,
  tag_ids: [],
};

export const blankProvider: ProviderDraft = { fields: blankFields, locations: locationEditsOf([]) };

export function draftOf(detail: ProviderDetail): ProviderDraft {
  const fields = Object.fromEntries(
    Object.keys(blankFields).map((key) => [key, detail[key as keyof ProviderDetail]]),
  ) as unknown as ProviderFields;
  return {
    fields: { ...fields, tag_ids: detail.tags.map((t) => t.id) },
    locations: locationEditsOf(detail.locations),
  };
}

export type DraftAction =
  | { type: 'fields'; patch: Partial<ProviderFields> }
  | { type: 'locations'; edits: LocationEdits }
  | { type: 'load'; draft: ProviderDraft };

/** A region belongs to one country, so choosing another country clears it. */
export function draftReducer(draft: ProviderDraft, action: DraftAction): ProviderDraft {
  switch (action.type) {
    case 'fields': {
      const { patch } = action;
      const countryChanged = patch.country_id !== undefined && patch.country_id !== draft.fields.country_id;
      return {
        ...draft,
        fields: { ...draft.fields, ...(countryChanged ? { state_id: null } : {}), ...patch },
      };
    }
    case 'locations':
      return { ...draft, locations: action.edits };
    case 'load':
      return action.draft;
  }
}

export const hasChanges = (draft: ProviderDraft, loaded: ProviderDraft) =>
  JSON.stringify(draft.fields) !== JSON.stringify(loaded.fields) || hasLocationChanges(draft.locations);

const trimmed = (fields: ProviderFields) =>
  Object.fromEntries(
    Object.entries(fields).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]),
  ) as ProviderFields;

export const createBody = (draft: ProviderDraft): CreateProviderBody => ({
  ...trimmed(draft.fields),
  location_ids: currentLocations(draft.locations).map((l) => l.id),
});

export const updateBody = (draft: ProviderDraft, version: number): UpdateProviderBody => ({
  ...trimmed(draft.fields),
  version,
  locations: locationChanges(draft.locations),
});
