import { describe, expect, it } from 'vitest';
import { priorityDraftOf, priorityReducer, saveBody } from '../src/modules/locations/priority/priorityDraft';
import { blankProvider, draftReducer, updateBody } from '../src/modules/providers/form/providerDraft';
import {
  currentLocations,
  locationChanges,
  locationEditsOf,
  locationsReducer,
} from '../src/modules/providers/form/providerLocations';

const pamplona = { id: 1, name: 'Pamplona' };
const leon = { id: 2, name: 'León' };
const burgos = { id: 3, name: 'Burgos' };

describe('provider locations', () => {
  const saved = locationEditsOf([pamplona, leon]);

  it('adds new locations once and removes them without queueing', () => {
    let edits = locationsReducer(saved, { type: 'add', location: burgos });
    edits = locationsReducer(edits, { type: 'add', location: burgos });
    expect(locationChanges(edits)).toEqual({ add_location_ids: [3], deleted_locations: [] });
    edits = locationsReducer(edits, { type: 'remove', id: 3 });
    expect(locationChanges(edits)).toEqual({ add_location_ids: [], deleted_locations: [] });
  });

  it('queues a saved location, recovers it, and re-adding a removed one recovers it', () => {
    let edits = locationsReducer(saved, { type: 'remove', id: 1 });
    expect(currentLocations(edits)).toEqual([leon]);
    expect(locationChanges(edits).deleted_locations).toEqual([1]);
    expect(locationsReducer(edits, { type: 'recover', id: 1 }).removed).toEqual([]);
    edits = locationsReducer(edits, { type: 'add', location: pamplona });
    expect(edits).toEqual(saved);
  });

  it('resets to the saved list', () => {
    let edits = locationsReducer(saved, { type: 'remove', id: 2 });
    edits = locationsReducer(edits, { type: 'add', location: burgos });
    expect(locationsReducer(edits, { type: 'reset' })).toEqual(saved);
  });
});

describe('provider draft', () => {
  it('clears the region when the country changes and trims text on save', () => {
    let draft = draftReducer(blankProvider, { type: 'fields', patch: { country_id: 1, state_id: 5 } });
    draft = draftReducer(draft, { type: 'fields', patch: { country_id: 2, commercial_name: ' Bags ' } });
    expect(draft.fields.state_id).toBeNull();
    const body = updateBody(draft, 4);
    expect(body).toMatchObject({ version: 4, commercial_name: 'Bags', locations: { add_location_ids: [] } });
  });
});

describe('priority lists', () => {
  const saved = {
    version: 3,
    hotel: [
      { provider_id: 10, provider_name: 'A', priority: 1, hotel_type_id: 1, hotel_type_name: 'Hotel' },
      { provider_id: 11, provider_name: 'B', priority: 2, hotel_type_id: 2, hotel_type_name: 'Rural' },
    ],
    superior: [],
    emergency_transfer: [{ provider_id: 20, provider_name: 'Taxi', priority: 1 }],
  };

  it('reorders, adds and numbers the rows 1…n in screen order', () => {
    let draft = priorityReducer(priorityDraftOf(saved), { type: 'move', list: 'hotel', from: 1, to: 0 });
    draft = priorityReducer(draft, {
      type: 'add',
      list: 'superior',
      provider: { id: 12, name: 'C' },
      hotelTypeId: null,
    });
    const body = saveBody(draft, saved.version);
    expect(body.hotel).toEqual([
      { provider_id: 11, priority: 1, hotel_type_id: 2 },
      { provider_id: 10, priority: 2, hotel_type_id: 1 },
    ]);
    expect(body.superior).toEqual([{ provider_id: 12, priority: 1 }]);
  });

  it('queues a removed saved row and undo restores its priority', () => {
    const removed = priorityReducer(priorityDraftOf(saved), {
      type: 'remove',
      list: 'hotel',
      key: 'saved-10',
    });
    expect(saveBody(removed, 3).deleted?.hotel).toEqual([10]);
    const undone = priorityReducer(removed, { type: 'restore', list: 'hotel', key: 'saved-10' });
    expect(saveBody(undone, 3).hotel?.map((r) => r.provider_id)).toEqual([10, 11]);
    expect(saveBody(undone, 3).deleted?.hotel).toEqual([]);
  });

  it('re-adding a removed provider undoes the removal', () => {
    const removed = priorityReducer(priorityDraftOf(saved), {
      type: 'remove',
      list: 'emergency_transfer',
      key: 'saved-20',
    });
    const again = priorityReducer(removed, {
      type: 'add',
      list: 'emergency_transfer',
      provider: { id: 20, name: 'Taxi' },
      hotelTypeId: null,
    });
    expect(saveBody(again, 3).deleted?.emergency_transfer).toEqual([]);
    expect(saveBody(again, 3).emergency_transfer).toEqual([{ provider_id: 20, priority: 1 }]);
  });
});
