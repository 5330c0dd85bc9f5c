import type { RouteProvider } from '@trips/shared/modules/transfers/routes.schema';
import { describe, expect, it } from 'vitest';
import { routeDraftOf, routeReducer, routeSaveBody } from '../src/modules/transfers/route/routeDraft';

const provider = (provider_id: number, provider_name: string, priority: number): RouteProvider => ({
  provider_id,
  provider_name,
  provider_priority: priority,
  luggage: true,
  assignable_rates: [],
  rates: [],
});

describe("route editor's empty place (spec part 2 §4, the 'additional' variant)", () => {
  it('keeps its place in the order and takes the provider picked into it', () => {
    let draft = routeDraftOf({ providers: [provider(1, 'Bags', 1), provider(2, 'Taxi', 2)] });
    draft = routeReducer(draft, { type: 'addPlaceholder' });
    // Only one empty place at a time.
    draft = routeReducer(draft, { type: 'addPlaceholder' });
    expect(draft.rows.map((r) => r.provider_name)).toEqual(['Bags', 'Taxi', '']);
    // Not sent while empty.
    expect(routeSaveBody(draft, 3).providers.map((p) => p.provider_id)).toEqual([1, 2]);
    draft = routeReducer(draft, { type: 'move', from: 2, to: 0 });
    const key = draft.rows[0].key;
    draft = routeReducer(draft, { type: 'fillPlaceholder', key, provider: provider(3, 'Van', 0) });
    expect(routeSaveBody(draft, 3).providers.map((p) => [p.provider_id, p.provider_priority])).toEqual([
      [3, 1],
      [1, 2],
      [2, 3],
    ]);
    // A provider already on the route is not taken twice.
    draft = routeReducer(draft, { type: 'addPlaceholder' });
    const again = routeReducer(draft, {
      type: 'fillPlaceholder',
      key: draft.rows[3].key,
      provider: provider(1, 'Bags', 0),
    });
    expect(again.rows.map((r) => r.provider_id)).toEqual([3, 1, 2, 0]);
  });
});
