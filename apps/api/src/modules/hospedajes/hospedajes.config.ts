import { hospedajesRecord } from '@trips/shared/modules/hospedajes/hospedajes.settings';
import type { RecordsService } from '../../engine/settings/records.service.ts';
import type { SoapConnection } from './hospedajes.soap.ts';

export interface HospedajesConfig {
  /** Null while switched off or incomplete: nothing is sent and the report says "not configured". */
  connection: SoapConnection | null;
  paymentType: string;
}

/** The Hospedajes settings with the password opened; the endpoint of the chosen environment. */
export async function readHospedajesConfig(records: RecordsService): Promise<HospedajesConfig> {
  const v = await records.read(hospedajesRecord);
  const s = (key: Exclude<keyof typeof v, 'is_active'>) => v[key].trim();
  const endpoint = v.environment === 'production' ? s('production_endpoint') : s('test_endpoint');
  const complete = endpoint && s('user') && s('password') && s('landlord_code');
  return {
    connection:
      v.is_active && complete
        ? {
            endpoint,
            user: s('user'),
            password: s('password'),
            landlordCode: s('landlord_code'),
            application: s('application') || 'Trips back office',
          }
        : null,
    paymentType: s('payment_type') || 'TRANS',
  };
}
