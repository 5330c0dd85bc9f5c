import type { TagsResponse } from '@trips/shared/modules/tags/tags.schema';
import { describe, expect, it } from 'vitest';
import {
  blankTagErrors,
  saveTagsRequest,
  tagsChanged,
  tagsDraftOf,
  tagsReducer,
} from '../src/modules/tags/tagsDraft';

const saved: TagsResponse = {
  success: true,
  providers_tags: [{ id: 1, name: 'Eco-friendly' }],
  trips_tags: [
    { id: 2, name: 'VIP' },
    { id: 3, name: 'Honeymoon' },
  ],
  invoices_tags: [],
};

describe('tags settings', () => {
  it('adds blank tags without id, renames, and queues removed saved tags with their type', () => {
    const loaded = tagsDraftOf(saved);
    const actions = [
      { type: 'add', kind: 'invoice' },
      { type: 'rename', kind: 'invoice', key: 'new-1', name: ' Disputed ' },
      { type: 'rename', kind: 'trip', key: 'saved-2', name: 'VIP customer' },
      { type: 'remove', kind: 'trip', key: 'saved-3' },
      { type: 'add', kind: 'provider' },
      { type: 'remove', kind: 'provider', key: 'new-1' },
    ] as const;
    const draft = actions.reduce(tagsReducer, loaded);
    expect(tagsChanged(draft, loaded)).toBe(true);
    expect(saveTagsRequest(draft)).toEqual({
      body: {
        providers_tags: [{ id: 1, name: 'Eco-friendly' }],
        trips_tags: [{ id: 2, name: 'VIP customer' }],
        invoices_tags: [{ name: 'Disputed' }],
        delete: [{ id: 3, type: 'trip' }],
      },
      rowKeys: { providers_tags: ['saved-1'], trips_tags: ['saved-2'], invoices_tags: ['new-1'] },
    });
  });

  it('undoes a removal and finds nothing to save', () => {
    const loaded = tagsDraftOf(saved);
    const removed = tagsReducer(loaded, { type: 'remove', kind: 'trip', key: 'saved-2' });
    const restored = tagsReducer(removed, { type: 'restore', kind: 'trip', key: 'saved-2' });
    expect(tagsChanged(restored, loaded)).toBe(false);
    expect(saveTagsRequest(restored).body.delete).toEqual([]);
  });

  it('finds blank names before sending', () => {
    const draft = tagsReducer(tagsDraftOf(saved), { type: 'add', kind: 'trip' });
    expect(blankTagErrors(draft)).toEqual({ 'new-1': 'Required' });
  });
});
