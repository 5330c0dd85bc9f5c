import type { LocationDetail } from '@trips/shared/modules/locations/locations.schema';
import { describe, expect, it } from 'vitest';
import { draftReducer } from '../src/modules/locations/form/draftReducer';
import { checkDraft } from '../src/modules/locations/form/formErrors';
import {
  blankLocation,
  draftOf,
  hasChanges,
  type LocationDraft,
} from '../src/modules/locations/form/locationDraft';
import { createRequest, updateRequest } from '../src/modules/locations/form/locationRequest';

const pamplona: LocationDetail = {
  id: 3,
  name: 'Pamplona',
  country_id: 1,
  country_name: 'Spain',
  state_id: 19,
  state_name: 'Navarra',
  is_automated_processing: true,
  breakfast_replacement_id: null,
  breakfast_replacement_name: 'NA',
  breakfast_dinner_replacement_id: 2,
  breakfast_dinner_replacement_name: 'Breakfast and dinner',
  breakfast_picnic_replacement_id: null,
  breakfast_picnic_replacement_name: 'NA',
  breakfast_dinner_picnic_replacement_id: null,
  breakfast_dinner_picnic_replacement_name: 'NA',
  name_variations: [
    { id: 5, name: 'Iruña' },
    { id: 6, name: 'Iruñea' },
  ],
  meeting_points: [
    { id: 4, name_eng: 'Bus station', name_spn: 'Estación de autobuses', name_grm: 'Busbahnhof' },
    { id: 5, name_eng: 'Train station', name_spn: 'Estación de tren', name_grm: 'Bahnhof' },
  ],
  version: 7,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

const apply = (draft: LocationDraft, ...actions: Parameters<typeof draftReducer>[1][]) =>
  actions.reduce(draftReducer, draft);

describe('location draft', () => {
  it('starts from the saved location without changes', () => {
    const loaded = draftOf(pamplona);
    expect(loaded.rations.breakfast_dinner).toBe(2);
    expect(hasChanges(loaded, loaded)).toBe(false);
  });

  it('clears the region when another country is chosen', () => {
    const loaded = draftOf(pamplona);
    expect(apply(loaded, { type: 'settings', patch: { country_id: 2 } }).state_id).toBeNull();
    expect(apply(loaded, { type: 'settings', patch: { country_id: 1, name: 'x' } }).state_id).toBe(19);
  });

  it('sends only the changed lists with the version', () => {
    const loaded = draftOf(pamplona);
    const edited = apply(
      loaded,
      { type: 'removeVariation', key: 'saved-6' },
      { type: 'addVariation', name: ' Pampeluna ' },
      { type: 'editPoint', key: 'saved-5', field: 'name_grm', value: 'Hauptbahnhof' },
      { type: 'removePoint', key: 'saved-4' },
      { type: 'addPoint' },
      { type: 'editPoint', key: 'new-1', field: 'name_eng', value: 'Citadel' },
      { type: 'ration', key: 'breakfast', id: 1 },
    );
    expect(hasChanges(edited, loaded)).toBe(true);
    const { body, rowKeys } = updateRequest(edited, loaded, pamplona.version);
    expect(body).toMatchObject({
      version: 7,
      name: 'Pamplona',
      breakfast_replacement_id: 1,
      breakfast_dinner_replacement_id: 2,
      name_variations: { new: ['Pampeluna'], deleted: [6] },
      meeting_points: {
        upsert: [
          { id: 5, name_eng: 'Train station', name_spn: 'Estación de tren', name_grm: 'Hauptbahnhof' },
          { name_eng: 'Citadel', name_spn: '', name_grm: '' },
        ],
        deleted: [4],
      },
    });
    expect(rowKeys).toEqual({
      'name_variations.new': ['new-1'],
      'meeting_points.upsert': ['saved-5', 'new-1'],
    });
  });

  it('creates with every variation and meeting point', () => {
    const draft = apply(
      blankLocation,
      { type: 'settings', patch: { name: 'Lugo', country_id: 1 } },
      { type: 'addVariation', name: 'Lucus' },
      { type: 'addPoint' },
      { type: 'editPoint', key: 'new-1', field: 'name_eng', value: 'Walls' },
    );
    const { body, rowKeys } = createRequest(draft);
    expect(body).toMatchObject({ name: 'Lugo', country_id: 1, state_id: null, name_variations: ['Lucus'] });
    expect(body.meeting_points).toEqual([{ name_eng: 'Walls', name_spn: '', name_grm: '' }]);
    expect(rowKeys).toEqual({ name_variations: ['new-1'], meeting_points: ['new-1'] });
  });

  it('asks for a name, a country and each meeting point in English before sending', () => {
    const draft = apply(blankLocation, { type: 'addPoint' });
    expect(checkDraft(draft)).toEqual({
      fields: { name: 'Required', country_id: 'Required' },
      rows: { 'new-1': { name_eng: 'Required' } },
      other: [],
    });
  });
});
