import { hospedajesMessages } from '@trips/shared/modules/hospedajes/hospedajes.constants';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../engine/jobs/clock.ts';
import type { RecordsService } from '../../engine/settings/records.service.ts';
import { notFound } from '../../http/errors.ts';
import { readHospedajesConfig } from './hospedajes.config.ts';
import { hospedajesJobs, scheduleHospedajes } from './hospedajes.jobs.ts';
import { createHospedajesRepo } from './hospedajes.repo.ts';
import { createTravellersService } from './travellers.service.ts';

export interface HospedajesDeps {
  db: Database;
  clock: Clock;
  records: RecordsService;
  kick: () => void;
}

/** SES.Hospedajes: the travellers' editor, the communications' jobs, the report's status and XML files. */
export function createHospedajesService({ db, clock, records, kick }: HospedajesDeps) {
  const config = () => readHospedajesConfig(records);
  return {
    travellers: createTravellersService(db, clock, kick),
    jobs: hospedajesJobs({ db, clock, config, kick }),
    schedule: () => scheduleHospedajes(db, clock, config),
    async status() {
      const configured = (await config()).connection !== null;
      if (configured) await scheduleHospedajes(db, clock, config);
      return {
        success: true as const,
        configured,
        message: configured ? '' : hospedajesMessages.notConfigured,
      };
    },
    async xmlFile(communicationId: number) {
      const c = await createHospedajesRepo(db).communication(communicationId);
      if (!c) throw notFound(hospedajesMessages.unknownCommunication);
      return {
        bytes: Buffer.from(c.xml, 'utf8'),
        contentType: 'application/xml',
        name: `hospedajes-${c.operation === 'A' ? 'rh' : 'cancellation'}-${c.accommodation_id}-${c.id}.xml`,
      };
    },
  };
}

export type HospedajesService = ReturnType<typeof createHospedajesService>;
