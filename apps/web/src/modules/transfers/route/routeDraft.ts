import type {
  AssignableRate,
  RouteProvider,
  RouteRateInput,
  RouteResponse,
  SaveRouteBody,
} from '@trips/shared/modules/transfers/routes.schema';
import {
  addRow,
  deletedIds,
  type EditableRow,
  editRow,
  moveRow,
  type RowEdits,
  removeRow,
  restoreRow,
  rowEditsOf,
  savedKey,
} from '../../../engine/edits/rowDraft';

/** A rate row on screen: the saved fields plus the names of the providers it runs between. */
export interface RateDraftRow extends EditableRow, Omit<RouteRateInput, 'id'> {
  start_provider_name: string;
  end_provider_name: string;
}

/** A provider of the route; `id` is the provider's id once saved on the route. */
export interface ProviderEntry extends EditableRow {
  provider_id: number;
  provider_name: string;
  luggage: boolean;
  assignable_rates: AssignableRate[];
  rates: RowEdits<RateDraftRow>;
}

export type RouteDraft = RowEdits<ProviderEntry>;

export type RouteAction =
  | { type: 'addProvider'; provider: RouteProvider }
  | { type: 'addPlaceholder' }
  | { type: 'fillPlaceholder'; key: string; provider: RouteProvider }
  | { type: 'removeProvider' | 'restoreProvider'; key: string }
  | { type: 'move'; from: number; to: number }
  | { type: 'addRate'; provider: string }
  | { type: 'removeRate' | 'restoreRate'; provider: string; key: string }
  | { type: 'editRate'; provider: string; key: string; patch: Partial<RateDraftRow> }
  | { type: 'load'; draft: RouteDraft };

const none = -1;

/** A new rate row (spec part 2 §3): no meeting points, providers or rate, processing as the provider's luggage flag. */
export const newRate = (luggage: boolean): Omit<RateDraftRow, 'key' | 'id'> => ({
  start_meeting_point_id: none,
  start_provider_id: none,
  start_provider_name: '',
  end_meeting_point_id: none,
  end_provider_id: none,
  end_provider_name: '',
  rate_id: none,
  qty_start: 0,
  qty_end: -1,
  automated_creation: false,
  automated_processing: luggage,
});

const entryOf = (p: RouteProvider): Omit<ProviderEntry, 'key'> => ({
  id: p.provider_id,
  provider_id: p.provider_id,
  provider_name: p.provider_name,
  luggage: p.luggage,
  assignable_rates: p.assignable_rates,
  rates: rowEditsOf<RateDraftRow>(
    p.rates.map(
      ({ transfer_type_id, start_meeting_point_name, end_meeting_point_name, rate_name, ...r }) => r,
    ),
  ),
});

export const routeDraftOf = (saved: Pick<RouteResponse, 'providers'>): RouteDraft =>
  rowEditsOf<ProviderEntry>(saved.providers.map(entryOf));

function onProvider(
  draft: RouteDraft,
  key: string,
  change: (rates: RowEdits<RateDraftRow>) => RowEdits<RateDraftRow>,
) {
  const entry = draft.rows.find((r) => r.key === key);
  return entry ? editRow(draft, key, { rates: change(entry.rates) }) : draft;
}

/** A provider added at the end (priority = length + 1); one removed in this session comes back instead. */
function addProvider(draft: RouteDraft, provider: RouteProvider): RouteDraft {
  if (draft.rows.some((r) => r.provider_id === provider.provider_id)) return draft;
  if (draft.removed.some((r) => r.row.provider_id === provider.provider_id))
    return restoreRow(draft, savedKey(provider.provider_id));
  const { id, ...fields } = entryOf(provider);
  return addRow(draft, fields);
}

/** The 'additional' entry of spec part 2 §4: a place in the order, without a provider until one is picked. */
const placeholder: Omit<ProviderEntry, 'key'> = {
  provider_id: 0,
  provider_name: '',
  luggage: false,
  assignable_rates: [],
  rates: rowEditsOf<RateDraftRow>([]),
};
export const isPlaceholder = (entry: ProviderEntry) => entry.provider_id === 0;

/** The placeholder takes the chosen provider where it stands (a provider already on the route stays where it is). */
function fillPlaceholder(draft: RouteDraft, key: string, provider: RouteProvider): RouteDraft {
  if (draft.rows.some((r) => r.provider_id === provider.provider_id)) return draft;
  if (draft.removed.some((r) => r.row.provider_id === provider.provider_id))
    return restoreRow(removeRow(draft, key), savedKey(provider.provider_id));
  const { id, ...fields } = entryOf(provider);
  return editRow(draft, key, fields);
}

/** Every edit of the route; removing a saved provider or row queues it for deletion until undone. */
export function routeReducer(draft: RouteDraft, action: RouteAction): RouteDraft {
  switch (action.type) {
    case 'addProvider':
      return addProvider(draft, action.provider);
    case 'addPlaceholder':
      return draft.rows.some(isPlaceholder) ? draft : addRow(draft, placeholder);
    case 'fillPlaceholder':
      return fillPlaceholder(draft, action.key, action.provider);
    case 'removeProvider':
      return removeRow(draft, action.key);
    case 'restoreProvider':
      return restoreRow(draft, action.key);
    case 'move':
      return moveRow(draft, action.from, action.to);
    case 'addRate': {
      const entry = draft.rows.find((r) => r.key === action.provider);
      return entry
        ? onProvider(draft, action.provider, (rates) => addRow(rates, newRate(entry.luggage)))
        : draft;
    }
    case 'removeRate':
      return onProvider(draft, action.provider, (rates) => removeRow(rates, action.key));
    case 'restoreRate':
      return onProvider(draft, action.provider, (rates) => restoreRow(rates, action.key));
    case 'editRate':
      return onProvider(draft, action.provider, (rates) => editRow(rates, action.key, action.patch));
    case 'load':
      return action.draft;
  }
}

/** The route in its order on screen (priority 1…n), with the removed rows and providers; an empty place is not sent. */
export function routeSaveBody(draft: RouteDraft, version: number): SaveRouteBody {
  return {
    version,
    providers: draft.rows
      .filter((p) => !isPlaceholder(p))
      .map((p, i) => ({
        provider_id: p.provider_id,
        provider_priority: i + 1,
        rates: p.rates.rows.map(({ key, start_provider_name, end_provider_name, ...row }) => row),
      })),
    // Rows of a removed provider go with it.
    deleted_rate_ids: draft.rows.flatMap((p) => deletedIds(p.rates)),
    deleted_provider_ids: deletedIds(draft),
  };
}

export const routeChanged = (draft: RouteDraft, loaded: RouteDraft) =>
  JSON.stringify(routeSaveBody(draft, 0)) !== JSON.stringify(routeSaveBody(loaded, 0));

/** A rate row's key on the whole route: rows of different providers may share one. */
export const rateErrorKey = (entry: ProviderEntry, rate: RateDraftRow) => `${entry.key}/${rate.key}`;

/** For each provider sent, its rate rows' keys in order: where the server's messages about them go. */
export const routeRowKeys = (draft: RouteDraft): Record<string, string[]> =>
  Object.fromEntries(
    draft.rows
      .filter((p) => !isPlaceholder(p))
      .map((p, i) => [`providers.${i}.rates`, p.rates.rows.map((r) => rateErrorKey(p, r))]),
  );
