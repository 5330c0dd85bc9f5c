import { msg } from '@lingui/core/macro';
import type {
  ProviderService,
  SaveServicesBody,
} from '@trips/shared/modules/providers/provider-services.schema';
import {
  addRow,
  deletedIds,
  type EditableRow,
  editRow,
  type RowEdits,
  removeRow,
  restoreRow,
  rowEditsOf,
} from '../../../engine/edits/rowDraft';

/** As provider-services.schema.ts (Zod-free here): every service has an item per language. */
export const serviceLanguages = [
  { id: 1, label: msg`English` },
  { id: 2, label: msg`Spanish` },
  { id: 3, label: msg`German` },
] as const;
export type ServiceItem = Omit<ProviderService['items'][number], 'id'> & { id?: number };
type Item = ServiceItem;
export interface ServiceRow extends EditableRow {
  name: string;
  /** The name in Spanish and German; empty: the English name stands in. */
  name_es: string;
  name_de: string;
  price: number | null;
  service_type_id: number | null;
  items: Item[];
}

const blankItem = (language_id: number): Item => ({
  language_id,
  location_id: null,
  location_name: null,
  provider_point_id: null,
  provider_point_name: null,
  meeting_point_name: '',
  observations: '',
  duration: '',
  time: '',
  type_of_bikes: '',
  height_measurment: '',
});

/** A saved service with an item for every language (missing ones blank). */
function rowOf(service: ProviderService): Omit<ServiceRow, 'key'> {
  const items = serviceLanguages.map(({ id }) => {
    const saved = service.items.find((i) => i.language_id === id);
    return saved ?? blankItem(id);
  });
  return {
    id: service.id,
    name: service.name,
    name_es: service.name_es,
    name_de: service.name_de,
    price: service.price,
    service_type_id: service.service_type_id,
    items,
  };
}

export const servicesDraftOf = (services: readonly ProviderService[]) =>
  rowEditsOf<ServiceRow>(services.map(rowOf));

export type ServicesAction =
  | { type: 'add' }
  | { type: 'edit'; key: string; patch: Partial<Omit<ServiceRow, 'key' | 'items'>> }
  | { type: 'editItem'; key: string; languageId: number; patch: Partial<Item> }
  | { type: 'remove' | 'restore'; key: string }
  | { type: 'load'; draft: RowEdits<ServiceRow> };

export function servicesReducer(draft: RowEdits<ServiceRow>, action: ServicesAction): RowEdits<ServiceRow> {
  switch (action.type) {
    case 'add':
      return addRow(draft, {
        name: '',
        name_es: '',
        name_de: '',
        price: null,
        service_type_id: null,
        items: serviceLanguages.map(({ id }) => blankItem(id)),
      });
    case 'edit':
      return editRow<ServiceRow>(draft, action.key, action.patch);
    case 'editItem': {
      const row = draft.rows.find((r) => r.key === action.key);
      if (!row) return draft;
      const items = row.items.map((i) =>
        i.language_id === action.languageId ? { ...i, ...action.patch } : i,
      );
      return editRow<ServiceRow>(draft, action.key, { items });
    }
    case 'remove':
      return removeRow(draft, action.key);
    case 'restore':
      return restoreRow(draft, action.key);
    case 'load':
      return action.draft;
  }
}

export const saveBody = (draft: RowEdits<ServiceRow>, version: number): SaveServicesBody => ({
  version,
  services: draft.rows.map(({ key, ...service }) => ({
    ...service,
    name: service.name.trim(),
    name_es: service.name_es.trim(),
    name_de: service.name_de.trim(),
    items: service.items.map(({ location_name, provider_point_name, ...i }) => ({
      ...i,
      language_id: i.language_id as 1 | 2 | 3,
    })),
  })),
  deleted_ids: deletedIds(draft),
});
