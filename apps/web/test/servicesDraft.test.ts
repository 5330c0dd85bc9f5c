import type { ProviderService } from '@trips/shared/modules/providers/provider-services.schema';
import { describe, expect, it } from 'vitest';
import { saveBody, servicesDraftOf, servicesReducer } from '../src/modules/providers/services/servicesDraft';

const saved: ProviderService = {
  id: 7,
  name: 'Guide',
  name_es: 'Guía',
  name_de: '',
  price: 100,
  service_type_id: 1,
  items: [
    {
      id: 70,
      language_id: 1,
      location_id: 3,
      location_name: 'Sarria',
      meeting_point_name: 'Train station',
      provider_point_id: 9,
      provider_point_name: 'Hotel Alfonso IX',
      observations: '',
      type_of_bikes: '',
      height_measurment: '',
      duration: '',
      time: '',
    },
  ],
};

describe('services draft', () => {
  it('keeps the names of the chosen location and provider point on screen, not in the save', () => {
    const draft = servicesDraftOf([saved]);
    const [row] = draft.rows;
    expect(row.items.map((i) => i.language_id)).toEqual([1, 2, 3]);
    expect(row.items[0]).toMatchObject({ location_name: 'Sarria', provider_point_name: 'Hotel Alfonso IX' });
    const edited = servicesReducer(draft, {
      type: 'editItem',
      key: row.key,
      languageId: 2,
      patch: { location_id: 4, location_name: 'Pamplona', meeting_point_name: 'Estación de tren' },
    });
    const [service] = saveBody(edited, 3).services;
    expect(service.items?.[1]).toMatchObject({ location_id: 4, meeting_point_name: 'Estación de tren' });
    expect(service.items?.[1]).not.toHaveProperty('location_name');
    expect(service.items?.[0]).not.toHaveProperty('provider_point_name');
    expect(service.items?.[0]).toMatchObject({ provider_point_id: 9 });
  });

  it('saves the name of each language trimmed, an empty one left for the English to stand in', () => {
    const draft = servicesDraftOf([saved]);
    const [row] = draft.rows;
    expect(row).toMatchObject({ name: 'Guide', name_es: 'Guía', name_de: '' });
    const edited = servicesReducer(draft, { type: 'edit', key: row.key, patch: { name_de: ' Führung ' } });
    expect(saveBody(edited, 3).services[0]).toMatchObject({
      name: 'Guide',
      name_es: 'Guía',
      name_de: 'Führung',
    });
    const added = servicesReducer(draft, { type: 'add' });
    expect(added.rows[1]).toMatchObject({ name: '', name_es: '', name_de: '' });
  });
});
