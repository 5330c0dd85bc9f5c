import type {
  CreateLocationBody,
  createLocationBody,
  UpdateLocationBody,
  updateLocationBody,
} from '@trips/shared/modules/locations/locations.schema';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { recordChange } from '../../engine/audit/audit.ts';
import { lockAndCheck } from '../../engine/edits/lock-and-check.ts';
import { deleteUnlessUsed } from '../../engine/edits/used-by.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { ok } from '../../http/ok.ts';
import { createLookupsRepo } from '../lookups/index.ts';
import { auditSnapshot, loadDetail } from './locations.presenter.ts';
import { createLocationsRepo, type LocationSettings } from './locations.repo.ts';
import { checkNewVariations, checkOwnIds, checkReferences } from './locations.validate.ts';

type Create = z.output<typeof createLocationBody>;
type Update = z.output<typeof updateLocationBody>;

export type { CreateLocationBody, UpdateLocationBody };

export const staleMessage =
  'This location was changed by someone else. Reload to see their changes; your edits are kept on screen.';
const missing = () => notFound('Location not found');

function settingsOf(body: Create | Update): LocationSettings {
  const { name, country_id, state_id, is_automated_processing } = body;
  return {
    name: name.trim(),
    country_id,
    state_id,
    is_automated_processing,
    breakfast_replacement_id: body.breakfast_replacement_id,
    breakfast_dinner_replacement_id: body.breakfast_dinner_replacement_id,
    breakfast_picnic_replacement_id: body.breakfast_picnic_replacement_id,
    breakfast_dinner_picnic_replacement_id: body.breakfast_dinner_picnic_replacement_id,
  };
}

export function createLocationsService(db: Database) {
  async function detailOrThrow(trx: Database, id: number) {
    const detail = await loadDetail(createLocationsRepo(trx), id);
    if (!detail) throw missing();
    return detail;
  }

  return {
    get: async (id: number) => ({ success: true as const, location: await detailOrThrow(db, id) }),

    async create(userId: number, body: Create) {
      const settings = settingsOf(body);
      const names = body.name_variations.map((n) => n.trim());
      checkNewVariations([], names, 'name_variations');
      await checkReferences(createLookupsRepo(db), settings);
      const location = await db.transaction().execute(async (trx) => {
        const repo = createLocationsRepo(trx);
        const { id } = await repo.insert(settings);
        await repo.addVariations(id, names);
        await repo.addMeetingPoints(id, body.meeting_points);
        const after = await detailOrThrow(trx, id);
        await recordChange(trx, {
          entity: 'location',
          entityId: id,
          action: 'create',
          userId,
          before: null,
          after: auditSnapshot(after),
        });
        return after;
      });
      return { ...ok('Location created'), location };
    },

    /** Settings, variations and meeting points change together or not at all; a stale version is a 409. */
    async update(userId: number, id: number, body: Update) {
      const settings = settingsOf(body);
      const location = await db.transaction().execute(async (trx) => {
        const repo = createLocationsRepo(trx);
        await lockAndCheck(repo.lockVersion(id), body.version, {
          missing,
          stale: () => conflict(staleMessage),
        });
        const before = await detailOrThrow(trx, id);
        const { name_variations: variations, meeting_points: points } = body;
        checkOwnIds(
          before.name_variations.map((v) => v.id),
          variations.deleted,
          'name_variations.deleted',
        );
        const ownPoints = before.meeting_points.map((p) => p.id);
        checkOwnIds(ownPoints, points.deleted, 'meeting_points.deleted');
        checkOwnIds(
          ownPoints,
          points.upsert.flatMap((p) => (p.id ? [p.id] : [])),
          'meeting_points.upsert',
        );
        const kept = before.name_variations
          .filter((v) => !variations.deleted.includes(v.id))
          .map((v) => v.name);
        const added = variations.new.map((n) => n.trim());
        checkNewVariations(kept, added, 'name_variations.new');
        await checkReferences(createLookupsRepo(trx), settings);
        await repo.update(id, settings);
        await repo.removeVariations(id, variations.deleted);
        await repo.addVariations(id, added);
        await repo.removeMeetingPoints(id, points.deleted);
        for (const { id: pointId, ...point } of points.upsert) {
          if (pointId) await repo.updateMeetingPoint(id, pointId, point);
          else await repo.addMeetingPoints(id, [point]);
        }
        const after = await detailOrThrow(trx, id);
        await recordChange(trx, {
          entity: 'location',
          entityId: id,
          action: 'update',
          userId,
          before: auditSnapshot(before),
          after: auditSnapshot(after),
        });
        return after;
      });
      return { ...ok('Location saved'), location };
    },

    /** Refused with a 409 naming the trips, providers and itineraries that use the location. */
    async remove(userId: number, id: number) {
      await deleteUnlessUsed(db, { table: 'locations', id }, async (trx) => {
        const before = await detailOrThrow(trx, id);
        await createLocationsRepo(trx).remove(id);
        await recordChange(trx, {
          entity: 'location',
          entityId: id,
          action: 'delete',
          userId,
          before: auditSnapshot(before),
          after: null,
        });
      });
      return ok('Location deleted');
    },
  };
}
export type LocationsService = ReturnType<typeof createLocationsService>;
