import { filterActions } from '@trips/shared/list/actions';
import { listQuerySchema } from '@trips/shared/list/filter.schema';
import { defaultFilterState } from '@trips/shared/list/state';
import { coordinatesChoices, providersResource } from '@trips/shared/modules/providers/providers.resource';
import { tripsResource } from '@trips/shared/modules/trips/trips.resource';
import { describe, expect, it } from 'vitest';
import { decodeListState } from '../src/engine/contract';
import { applyAction } from '../src/engine/state/listUrl';

/**
 * What the trips and providers screens send for the filters spec part 1 §3 gives as autocomplete: the
 * list state is the search body as it is, so the reducer's result is what goes on the wire.
 */
describe('filters sent in the shapes of the spec', () => {
  it("sends trips' tags as autocomplete 'is' with the chosen tag ids", () => {
    const next = applyAction(
      tripsResource,
      defaultFilterState(tripsResource),
      filterActions.setValues('tags', [3, 8]),
    )!;
    expect(next.state.tags).toEqual({ values: [3, 8], filter_type: 'autocomplete', option_type: 'is' });
    expect(decodeListState(tripsResource, next.search).tags).toEqual(next.state.tags);
    expect(listQuerySchema(tripsResource).safeParse(next.state).success).toBe(true);
  });

  it("sends providers' coordinates as autocomplete 'is' over its two fixed choices", () => {
    expect(providersResource.fields.coordinates.choices).toEqual(coordinatesChoices);
    expect(coordinatesChoices.map((c) => c.name)).toEqual(['With coordinates', 'Without coordinates']);
    const next = applyAction(
      providersResource,
      defaultFilterState(providersResource),
      filterActions.setValues('coordinates', [1]),
    )!;
    expect(next.state.coordinates).toEqual({ values: [1], filter_type: 'autocomplete', option_type: 'is' });
    expect(decodeListState(providersResource, next.search).coordinates).toEqual(next.state.coordinates);
    expect(listQuerySchema(providersResource).safeParse(next.state).success).toBe(true);
  });
});
