import { iso3Of } from '@trips/shared/modules/hospedajes/iso3';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../engine/jobs/clock.ts';
import { enqueue } from '../../engine/jobs/enqueue.ts';
import type { HospedajesConfig } from './hospedajes.config.ts';
import { createHospedajesRepo } from './hospedajes.repo.ts';
import {
  batchQueryEnvelope,
  communicationEnvelope,
  postEnvelope,
  readBatchAnswer,
  readSendAnswer,
  type SoapConnection,
} from './hospedajes.soap.ts';
import { cancelXml, rhXml, type XmlPerson } from './hospedajes.xml.ts';

type Traveller = Awaited<ReturnType<ReturnType<typeof createHospedajesRepo>['travellers']>>[number];

const personOf = (t: Traveller, index: number): XmlPerson => ({
  role: index === 0 ? 'TI' : 'VI',
  firstName: t.first_name,
  surname1: t.surname1,
  surname2: t.surname2,
  documentType: t.document_type,
  documentNumber: t.document_number,
  documentSupport: t.document_support,
  birthDate: t.birth ?? '',
  nationality: iso3Of(t.nationality_iso2) ?? '',
  sex: t.sex,
  address: {
    address: t.address,
    municipalityCode: t.municipality_code,
    municipalityName: t.municipality_name,
    postalCode: t.postal_code,
    country: iso3Of(t.country_iso2) ?? '',
  },
  phone: t.phone,
  email: t.email,
  relationship: t.relationship,
});

/** The RH XML of a night as it stands; undefined when it is not a night to send or still lacks data. */
export async function nightXml(db: Database, accommodationId: number, paymentType: string) {
  const repo = createHospedajesRepo(db);
  const night = await repo.night(accommodationId);
  if (night?.missing !== '') return undefined;
  const travellers = await repo.travellers(night.trip_id);
  const xml = rhXml({
    establishment: {
      type: 'HOTEL',
      name: night.commercial_name,
      address: {
        address: night.address,
        municipalityCode: '',
        municipalityName: night.city,
        postalCode: night.postal_code,
        country: 'ESP',
      },
    },
    reference: `T${night.trip_id}-A${night.id}`,
    contractDate: night.contract_date,
    checkin: night.checkin,
    checkout: night.checkout,
    people: Math.max(night.people, travellers.length),
    rooms: night.rooms,
    paymentType,
    persons: travellers.map(personOf),
  });
  return { night, xml };
}

export interface SendDeps {
  db: Database;
  clock: Clock;
  config: () => Promise<HospedajesConfig>;
  /** Runs the jobs just scheduled (the batch query) without waiting for the next poll. */
  kick?: () => void;
}

/** Queries the batch of a sent communication now (and again later while the Ministry processes it). */
const schedulePoll = (db: Database, communicationId: number, round: number, runAt: Date) =>
  enqueue(
    db,
    'hospedajes.poll',
    { communicationId, round },
    { runAt, dedupeKey: `hospedajes.poll:${communicationId}:${round}` },
  );

async function submit(
  deps: SendDeps,
  c: SoapConnection,
  operation: 'A' | 'B',
  xml: string,
  row: { accommodation_id: number; trip_id: number | null },
) {
  const now = deps.clock.now();
  const answer = readSendAnswer(await postEnvelope(c, communicationEnvelope(c, operation, xml, now)));
  return deps.db
    .transaction()
    .execute(async (trx) => {
      const { id } = await createHospedajesRepo(trx).insert({
        ...row,
        operation,
        xml,
        created_at: now,
        ...(answer.queued
          ? { state: 'sent', batch: answer.batch }
          : { state: 'rejected', error: answer.error, answered_at: now }),
      });
      if (answer.queued) await schedulePoll(trx, id, 0, now);
      return id;
    })
    .finally(() => deps.kick?.());
}

/** Sends a ready night's RH communication (A); a night rejected before is sent again only when its XML changed. */
export async function sendNight(deps: SendDeps, accommodationId: number) {
  const config = await deps.config();
  if (!config.connection) return;
  const built = await nightXml(deps.db, accommodationId, config.paymentType);
  if (built?.night.trip_service_status_id !== 3) return;
  const { night, xml } = built;
  if (night.last_id !== null && !(night.last_state === 'rejected' && night.last_xml !== xml)) return;
  await submit(deps, config.connection, 'A', xml, { accommodation_id: night.id, trip_id: night.trip_id });
}

/** Cancels an accepted communication (operation B, by its code) once its night is cancelled or gone. */
export async function cancelCommunication(deps: SendDeps, communicationId: number) {
  const config = await deps.config();
  if (!config.connection) return;
  const repo = createHospedajesRepo(deps.db);
  const c = await repo.communication(communicationId);
  if (c?.operation !== 'A' || c.state !== 'accepted' || !c.communication_code) return;
  await submit(deps, config.connection, 'B', cancelXml(c.communication_code), {
    accommodation_id: c.accommodation_id,
    trip_id: c.trip_id,
  });
}

/** Between two queries of a batch still being processed. */
export const pollWaitMs = 60_000;

/** Asks the Ministry how a sent communication's batch went; accepted keeps the code, rejected the error. */
export async function pollBatch(deps: SendDeps, communicationId: number, round: number) {
  const config = await deps.config();
  if (!config.connection) return;
  const repo = createHospedajesRepo(deps.db);
  const c = await repo.communication(communicationId);
  if (c?.state !== 'sent') return;
  const answer = readBatchAnswer(await postEnvelope(config.connection, batchQueryEnvelope(c.batch)));
  const now = deps.clock.now();
  if (!answer.done) {
    await schedulePoll(deps.db, communicationId, round + 1, new Date(now.getTime() + pollWaitMs));
    return;
  }
  await repo.answer(
    communicationId,
    answer.accepted
      ? { state: 'accepted', communication_code: answer.code, answered_at: now }
      : { state: 'rejected', error: answer.error, answered_at: now },
  );
}
