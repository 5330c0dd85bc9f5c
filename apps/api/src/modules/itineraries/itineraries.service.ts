import { itineraryMessages as m } from '@trips/shared/modules/itineraries/itineraries.constants';
import type {
  ItineraryDetail,
  SaveItineraryInput,
} from '@trips/shared/modules/itineraries/itineraries.schema';
import type { Database } from '../../db/database.ts';
import { deleteUnlessUsed, type RuleReference } from '../../engine/edits/used-by.ts';
import { versionedRecord } from '../../engine/edits/versioned-save.ts';
import { AppError, conflict, notFound } from '../../http/errors.ts';
import { ok } from '../../http/ok.ts';
import { loadItinerary } from './itineraries.read.ts';
import { createItinerariesRepo } from './itineraries.repo.ts';
import { checkItinerary } from './itineraries.validate.ts';

export const itineraryNotFound = () => notFound(m.notFound);

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A trip made from an itinerary remembers it (its key only clears the link): the delete is refused. */
const madeFrom: RuleReference = { table: 'trips', column: 'itinerary_id' };

/** The itinerary as its audit entry keeps it: its own fields and each row in words. */
const snapshot = (d: ItineraryDetail) => ({
  holiday_id: d.holiday_id,
  name: d.name,
  name_es: d.name_es,
  name_de: d.name_de,
  trip_type: d.trip_type_name,
  branding_ids: d.branding_ids,
  notes: d.notes,
  is_active: d.is_active,
  stages: d.stages.map(
    (s) =>
      `Day ${s.day_offset + 1}: ${s.location_name}, ${plural(s.nights, 'night', 'nights')}` +
      `${s.accommodation_level_name ? `, ${s.accommodation_level_name}` : ''}, ${s.meals_name}` +
      `${s.luggage ? ', luggage' : ''}` +
      (s.distance_km === null ? '' : `, ${s.distance_km} km`) +
      (s.ascent_m === null ? '' : `, +${s.ascent_m} m`) +
      (s.descent_m === null ? '' : `, −${s.descent_m} m`) +
      (s.duration_minutes === null ? '' : `, ${s.duration_minutes} min`) +
      s.room_plans
        .map(
          (p) =>
            `; ${p.party}: ${p.individual_rooms} individual, ${p.double_rooms} double, ` +
            `${p.twin_rooms} twin, ${p.triple_rooms} triple`,
        )
        .join(''),
  ),
  transfers: d.transfers.map(
    (t) => `Day ${t.day_offset + 1}: ${t.kind} ${t.from_location_name} → ${t.to_location_name}`,
  ),
  services: d.services.map(
    (s) => `Day ${s.day_offset + 1}: ${s.units} × ${s.service_name} (${s.provider_name})`,
  ),
});

/** The unique index on lower(holiday_id): two saves of one new holiday id at once, the second refused. */
const isHolidayTaken = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: string }).code === '23505' &&
  String(
    (error as { constraint?: string; message?: string }).constraint ?? (error as Error).message,
  ).includes('itineraries_holiday_idx');

const itineraryRecord = versionedRecord({
  table: 'itineraries',
  entity: 'itinerary',
  load: loadItinerary,
  snapshot,
  missing: itineraryNotFound,
  stale: async (trx, id) => conflict(m.stale, { current: await loadItinerary(trx, id) }),
  /** Checks everything, then the own fields and the rows, replaced whole. */
  async write(trx, save, body: SaveItineraryInput) {
    const repo = createItinerariesRepo(trx);
    await checkItinerary(trx, body, save.id);
    const savedId = await repo.store(save, body.itinerary);
    await repo.replaceRows(savedId, body);
    return savedId;
  },
});

export function createItinerariesService(db: Database) {
  /** One versioned save; a holiday id another save took meanwhile is the duplicate's 409. */
  async function save(userId: number, id: number | null, body: SaveItineraryInput) {
    try {
      return await itineraryRecord.save(db, userId, id, body);
    } catch (error) {
      if (!isHolidayTaken(error)) throw error;
      throw new AppError(409, m.duplicateHoliday, { 'itinerary.holiday_id': m.duplicateHoliday });
    }
  }

  return {
    get: async (id: number) => ({ success: true as const, itinerary: await itineraryRecord.get(db, id) }),
    create: async (userId: number, body: SaveItineraryInput) => ({
      ...ok(m.created),
      itinerary: await save(userId, null, body),
    }),
    update: async (userId: number, id: number, body: SaveItineraryInput) => ({
      ...ok(m.saved),
      itinerary: await save(userId, id, body),
    }),
    /** Removes the itinerary with its rows; refused, naming them, while trips made from it remember it. */
    async remove(userId: number, id: number) {
      const target = { table: 'itineraries', id, rules: [madeFrom], advice: 'switchOff' } as const;
      await deleteUnlessUsed(db, target, (trx) =>
        itineraryRecord.remove(trx, userId, id, () => createItinerariesRepo(trx).remove(id)),
      );
      return ok(m.deleted);
    },
  };
}
