import type { ServiceInput } from '@trips/shared/modules/providers/provider-services.schema';
import type { Database } from '../../../db/database.ts';

type ItemInput = Omit<ServiceInput['items'][number], 'id'>;

export function createServicesRepo(db: Database) {
  return {
    services(providerId: number) {
      return db
        .selectFrom('provider_services')
        .select(['id', 'name', 'name_es', 'name_de', 'price', 'service_type_id'])
        .where('provider_id', '=', providerId)
        .orderBy('position')
        .orderBy('id')
        .execute();
    },
    items(serviceIds: number[]) {
      if (serviceIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('provider_service_items as i')
        .leftJoin('locations_view as l', 'l.id', 'i.location_id')
        .leftJoin('providers as pp', 'pp.id', 'i.provider_point_id')
        .selectAll('i')
        .select(['l.name as location_name', 'pp.commercial_name as provider_point_name'])
        .where('i.service_id', 'in', serviceIds)
        .orderBy('i.language_id')
        .execute();
    },
    async saveService(providerId: number, position: number, { id, items, ...values }: ServiceInput) {
      const names = {
        name: values.name.trim(),
        name_es: values.name_es.trim(),
        name_de: values.name_de.trim(),
      };
      const row = { ...values, ...names, provider_id: providerId, position };
      if (id) {
        await db.updateTable('provider_services').set(row).where('id', '=', id).execute();
        return id;
      }
      return (await db.insertInto('provider_services').values(row).returning('id').executeTakeFirstOrThrow())
        .id;
    },
    /** One item per language: the language's row is created or overwritten. */
    async saveItem(serviceId: number, item: ItemInput) {
      const row = { ...item, service_id: serviceId };
      await db
        .insertInto('provider_service_items')
        .values(row)
        .onConflict((oc) => oc.columns(['service_id', 'language_id']).doUpdateSet(item))
        .execute();
    },
    /** Which of the provider/location pairs exist: the provider serves that location. */
    async servedPairs(pairs: { providerId: number; locationId: number }[]) {
      if (pairs.length === 0) return new Set<string>();
      const rows = await db
        .selectFrom('provider_locations')
        .select(['provider_id', 'location_id'])
        .where('provider_id', 'in', [...new Set(pairs.map((p) => p.providerId))])
        .where('location_id', 'in', [...new Set(pairs.map((p) => p.locationId))])
        .execute();
      return new Set(rows.map((r) => `${r.provider_id}/${r.location_id}`));
    },
    async remove(ids: number[]) {
      if (ids.length > 0) await db.deleteFrom('provider_services').where('id', 'in', ids).execute();
    },
  };
}
export type ServicesRepo = ReturnType<typeof createServicesRepo>;
