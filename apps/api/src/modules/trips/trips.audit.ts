import { tripSections } from '@trips/shared/modules/trips/trips.constants';
import type { Database } from '../../db/database.ts';
import { recordChange } from '../../engine/audit/audit.ts';
import { notify } from '../notifications/index.ts';
import { type RawTrip, rowSnapshot, tripSnapshot } from './trips.presenter.ts';
import { sections } from './trips.sections.ts';

export const tripEntity = 'trip';

/** What made a save when it was not the editor: the trip's own entry names it ("Zoho deal 4711"). */
export interface SaveCause {
  action: string;
  subject: string;
}

const actionOf = (before: unknown, after: unknown) => (before ? (after ? 'update' : 'delete') : 'create');

/** The trip's own change (subject null); with both sides, also each row created, changed or deleted. */
export async function auditTrip(
  trx: Database,
  /** Null for a change the system made (a Zoho deal). */
  userId: number | null,
  id: number,
  before: RawTrip | null,
  after: RawTrip | null,
  cause?: SaveCause,
) {
  await recordChange(trx, {
    entity: tripEntity,
    entityId: id,
    action: cause?.action ?? actionOf(before, after),
    subject: cause?.subject ?? null,
    userId,
    before: before && tripSnapshot(before.trip),
    after: after && tripSnapshot(after.trip),
  });
  if (!before || !after) return;
  for (const section of tripSections) {
    const spec = sections[section];
    const byId = (raw: RawTrip) => new Map(raw[section].map((r) => [r.id as number, r]));
    const [was, now] = [byId(before), byId(after)];
    for (const rowId of new Set([...was.keys(), ...now.keys()])) {
      const [b, a] = [was.get(rowId), now.get(rowId)];
      await recordChange(trx, {
        entity: tripEntity,
        entityId: id,
        subject: `${spec.label} #${rowId}`,
        action: actionOf(b, a),
        userId,
        before: b ? rowSnapshot(spec, b) : null,
        after: a ? rowSnapshot(spec, a) : null,
      });
    }
  }
}

/** A trip's new operations owner hears of it (not when they chose themselves), in the save's transaction. */
export async function notifyNewOwner(
  trx: Database,
  userId: number | null,
  before: RawTrip | null,
  after: RawTrip,
) {
  const owner = after.trip.operations_owner_id as number | null;
  if (!owner || owner === before?.trip.operations_owner_id) return;
  await notify(trx, {
    userIds: [owner],
    event: 'tripOwner',
    params: [String(after.trip.trip_name)],
    relType: 'trip',
    relId: after.trip.id as number,
    fromUserId: userId,
  });
}
