import { type TripSection, tripMessages, tripSections } from '@trips/shared/modules/trips/trips.constants';
import type { SaveTripInput } from '@trips/shared/modules/trips/trips.schema';
import { bookingRecord } from '@trips/shared/settings/record-groups';
import type { Database } from '../../db/database.ts';
import { queueProblems, rejected } from '../../engine/edits/queued-deletes.ts';
import { readSettings } from '../../engine/settings/read-settings.ts';
import { createTripRowsRepo } from './trip-rows.repo.ts';
import { lookupNames, type Ref, unknownRefs, type Wanted, want } from './trips.refs.ts';
import { createTripsRepo } from './trips.repo.ts';
import { sections, tripRefs } from './trips.sections.ts';

type Errors = Record<string, string>;
type Row = Record<string, unknown>;
interface Checked {
  record: Row;
  refs: readonly Ref[];
  prefix: string;
}
const wrongService = 'This service is not one of the chosen provider’s services.';

/** A 400 naming every field at fault; nothing was written. */
export function throwIfAny(errors: Errors, problems: string[] = []) {
  const all = [...problems, ...Object.entries(errors).map(([field, message]) => `${field}: ${message}`)];
  if (all.length > 0) throw rejected(all, errors);
}

/** Every id of these records that points at nothing (a provider, a location, a status of its kind …). */
export async function referenceErrors(db: Database, checked: Checked[]): Promise<Errors> {
  const wanted: Wanted = new Map();
  for (const c of checked) want(wanted, c.refs, c.record);
  const nameOf = await lookupNames(db, wanted);
  return Object.assign({}, ...checked.map((c) => unknownRefs(c.record, c.refs, nameOf, c.prefix)));
}

/** The records of a save: the trip, then each row under its section and index. */
const savedRecords = (body: SaveTripInput): Checked[] => [
  { record: body.trip, refs: tripRefs, prefix: 'trip.' },
  ...tripSections.flatMap((section) =>
    body[section].map((record, i) => ({
      record: record as Row,
      refs: sections[section].refs,
      prefix: `${section}.${i}.`,
    })),
  ),
];

/** Each saved row of the trip is kept or queued for deletion once; an id of another trip is refused. */
async function queueErrors(db: Database, tripId: number, body: SaveTripInput, errors: Errors) {
  const problems: string[] = [];
  const repo = createTripRowsRepo(db);
  for (const section of tripSections) {
    const spec = sections[section];
    const own = await repo.ids(spec, tripId);
    const kept = body[section].flatMap((r) => (r.id === null ? [] : [r.id]));
    const deleted = body.deleted[section];
    problems.push(...queueProblems({ label: spec.label, own, kept, deleted, nameOf: (id) => `#${id}` }));
    body[section].forEach((r, i) => {
      if (r.id !== null && !own.has(r.id)) errors[`${section}.${i}.id`] = tripMessages.unknownRow;
    });
    deleted.forEach((id, i) => {
      if (!own.has(id)) errors[`deleted.${section}.${i}`] = tripMessages.unknownRow;
    });
  }
  return problems;
}

/** Meeting points lie at their row's location; an other service's service is its provider's. */
async function placeErrors(db: Database, body: SaveTripInput, errors: Errors) {
  const repo = createTripRowsRepo(db);
  const rows = (section: TripSection) => body[section] as Row[];
  const pointIds = tripSections.flatMap((s) =>
    rows(s).flatMap((r) => sections[s].meetingPoints.map(([point]) => r[point] as number | null)),
  );
  const points = await repo.pointLocations(pointIds.filter((id): id is number => (id ?? 0) > 0));
  for (const section of tripSections)
    rows(section).forEach((r, i) => {
      for (const [point, location] of sections[section].meetingPoints) {
        const at = points.get(r[point] as number);
        if (at !== undefined && at !== r[location])
          errors[`${section}.${i}.${point}`] = tripMessages.meetingPoint;
      }
    });
  const services = await repo.services(
    body.other_services.flatMap((r) => (r.service_id ? [r.service_id] : [])),
  );
  body.other_services.forEach((r, i) => {
    const service = r.service_id ? services.get(r.service_id) : undefined;
    if (service && service.provider_id !== r.provider_id)
      errors[`other_services.${i}.service_id`] = wrongService;
  });
}

/** Tags are trip tags; a newly chosen owner or accounting user is an active user. */
async function tripErrors(db: Database, body: SaveTripInput, before: Row, errors: Errors) {
  const repo = createTripsRepo(db);
  const tags = await repo.tripTagIds(body.trip.tag_ids);
  body.trip.tag_ids.forEach((id, i) => {
    if (!tags.has(id)) errors[`trip.tag_ids.${i}`] = `Unknown trip tag: ${id}`;
  });
  const people = (['operations_owner_id', 'accounting_user_id'] as const).filter(
    (f) => body.trip[f] !== null && body.trip[f] !== before[f],
  );
  const active = await repo.activeUserIds(people.map((f) => body.trip[f]!));
  for (const f of people) if (!active.has(body.trip[f]!)) errors[`trip.${f}`] ??= tripMessages.unknownUser;
}

/** A party of 1 to the booking settings' most travellers (`bps_max_travellers`, SES.Hospedajes' 50 by default). */
export async function travellersErrors(db: Database, travellers: number): Promise<Errors> {
  const { bps_max_travellers: max } = await readSettings(db, bookingRecord);
  return travellers >= 1 && travellers <= max ? {} : { travellers: tripMessages.travellers(max) };
}

/** Everything a save must get right before anything is written; a 400 naming each field otherwise. */
export async function checkSave(db: Database, tripId: number, body: SaveTripInput, before: Row) {
  const errors = await referenceErrors(db, savedRecords(body));
  const problems = await queueErrors(db, tripId, body, errors);
  await placeErrors(db, body, errors);
  await tripErrors(db, body, before, errors);
  // A party staff did not change stays as it is, whatever the setting says now.
  if (body.trip.travellers !== before.travellers)
    Object.assign(errors, await travellersErrors(db, body.trip.travellers));
  throwIfAny(errors, problems);
}
