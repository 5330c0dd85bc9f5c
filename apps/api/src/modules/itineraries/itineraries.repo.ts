import type { SaveItineraryInput } from '@trips/shared/modules/itineraries/itineraries.schema';
import type { Database } from '../../db/database.ts';
import { storeOwnRow, type VersionedWrite } from '../../engine/edits/versioned-save.ts';

type Info = SaveItineraryInput['itinerary'];
const columnsOf = (info: Info) => ({
  holiday_id: info.holiday_id.trim(),
  name: info.name.trim(),
  name_es: info.name_es.trim(),
  name_de: info.name_de.trim(),
  trip_type_id: info.trip_type_id,
  notes: info.notes,
  is_active: info.is_active,
});
const rowTables = [
  'itinerary_brandings',
  'itinerary_stages',
  'itinerary_transfers',
  'itinerary_services',
] as const;

/** Itineraries and their rows (Kysely). Rows are replaced whole on each save, in screen order. */
export function createItinerariesRepo(db: Database) {
  return {
    /** The itinerary's own fields: a new itinerary, or the saved one at the save's version; answers its id. */
    store: (save: VersionedWrite<unknown>, info: Info) =>
      storeOwnRow(save, columnsOf(info), {
        insert: (row) => db.insertInto('itineraries').values(row).returning('id').executeTakeFirstOrThrow(),
        update: (id, row) => db.updateTable('itineraries').set(row).where('id', '=', id).execute(),
      }),
    async replaceRows(id: number, body: SaveItineraryInput) {
      for (const table of rowTables) await db.deleteFrom(table).where('itinerary_id', '=', id).execute();
      const brands = [...new Set(body.itinerary.branding_ids)];
      if (brands.length > 0)
        await db
          .insertInto('itinerary_brandings')
          .values(brands.map((branding_id) => ({ itinerary_id: id, branding_id })))
          .execute();
      if (body.stages.length > 0)
        await db
          .insertInto('itinerary_stages')
          .values(
            body.stages.map((s, position) => ({
              ...s,
              room_plans: JSON.stringify([...s.room_plans].sort((a, b) => a.party - b.party)),
              itinerary_id: id,
              position,
            })),
          )
          .execute();
      if (body.transfers.length > 0)
        await db
          .insertInto('itinerary_transfers')
          .values(body.transfers.map((t, position) => ({ ...t, itinerary_id: id, position })))
          .execute();
      if (body.services.length > 0)
        await db
          .insertInto('itinerary_services')
          .values(body.services.map((s, position) => ({ ...s, itinerary_id: id, position })))
          .execute();
    },
    async remove(id: number) {
      await db.deleteFrom('itineraries').where('id', '=', id).execute();
    },
  };
}
export type ItinerariesRepo = ReturnType<typeof createItinerariesRepo>;
