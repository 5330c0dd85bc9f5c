import { itineraryMessages as m } from '@trips/shared/modules/itineraries/itineraries.constants';
import type {
  ItineraryDetail,
  SaveItineraryInput,
} from '@trips/shared/modules/itineraries/itineraries.schema';
import type { Database } from '../../db/database.ts';
import { recordChange } from '../../engine/audit/audit.ts';
import { lockAndCheck } from '../../engine/edits/lock-and-check.ts';
import { deleteUnlessUsed, type RuleReference } from '../../engine/edits/used-by.ts';
import { AppError, conflict, notFound } from '../../http/errors.ts';
import { ok } from '../../http/ok.ts';
import { loadItinerary } from './itineraries.read.ts';
import { createItinerariesRepo } from './itineraries.repo.ts';
import { checkItinerary } from './itineraries.validate.ts';

export const itineraryNotFound = () => notFound(m.notFound);

async function itineraryOrThrow(db: Database, id: number) {
  const found = await loadItinerary(db, id);
  if (!found) throw itineraryNotFound();
  return found;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The itinerary as its audit entry keeps it: its own fields and each row in words. */
/** A trip made from an itinerary remembers it (its key only clears the link): the delete is refused. */
const madeFrom: RuleReference = { table: 'trips', column: 'itinerary_id' };

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

export function createItinerariesService(db: Database) {
  /** One save in one transaction: lock and compare the version, check everything, replace the rows, audit. */
  async function save(userId: number, id: number | null, body: SaveItineraryInput) {
    try {
      return await db.transaction().execute(async (trx) => {
        const repo = createItinerariesRepo(trx);
        if (id !== null)
          await lockAndCheck(repo.lock(id), body.version ?? 0, {
            missing: itineraryNotFound,
            stale: async () => conflict(m.stale, { current: await loadItinerary(trx, id) }),
          });
        const before = id === null ? null : await itineraryOrThrow(trx, id);
        await checkItinerary(trx, body, id);
        const savedId = id ?? (await repo.insert(userId, body.itinerary));
        if (id !== null) await repo.update(id, body.itinerary);
        await repo.replaceRows(savedId, body);
        const after = await itineraryOrThrow(trx, savedId);
        await recordChange(trx, {
          entity: 'itinerary',
          entityId: savedId,
          action: before ? 'update' : 'create',
          userId,
          before: before ? snapshot(before) : null,
          after: snapshot(after),
        });
        return after;
      });
    } catch (error) {
      if (!isHolidayTaken(error)) throw error;
      throw new AppError(409, m.duplicateHoliday, { 'itinerary.holiday_id': m.duplicateHoliday });
    }
  }

  return {
    get: async (id: number) => ({ success: true as const, itinerary: await itineraryOrThrow(db, id) }),
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
      await deleteUnlessUsed(db, target, async (trx) => {
        const repo = createItinerariesRepo(trx);
        if (!(await repo.lock(id))) throw itineraryNotFound();
        const before = await itineraryOrThrow(trx, id);
        await repo.remove(id);
        await recordChange(trx, {
          entity: 'itinerary',
          entityId: id,
          action: 'delete',
          userId,
          before: snapshot(before),
          after: null,
        });
      });
      return ok(m.deleted);
    },
  };
}
