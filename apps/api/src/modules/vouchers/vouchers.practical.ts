import { serviceStatus } from '@trips/shared/modules/bookings/bookings.constants';
import type { VoucherLang } from '@trips/shared/modules/vouchers/vouchers.constants';
import type { Database } from '../../db/database.ts';
import { matchedDossier } from '../dossiers/index.ts';
import type { RawTrip } from '../trips/index.ts';

/** The practical page: the brand's dossier for the trip in the customer's language, and the luggage advice. */
export interface PracticalText {
  dossierTitle: string;
  dossierText: string;
  /** Whether the trip's bags travel on their own (then the luggage rules and a missing bag are told). */
  luggage: boolean;
  brandPhone: string;
  bagsReadyBy: string;
}

const suffix = { en: 'eng', es: 'spn', de: 'grm' } as const;

export async function practicalOf(
  db: Database,
  raw: RawTrip,
  lang: VoucherLang,
  extra: { brandPhone: string; bagsReadyBy: string },
): Promise<PracticalText> {
  const dossier = await matchedDossier(db, Number(raw.trip.id));
  const inLang = (field: 'title' | 'text') =>
    dossier ? dossier[`${field}_${suffix[lang]}`] || dossier[`${field}_eng`] : '';
  const luggage = (raw.luggage_transfers as readonly Record<string, unknown>[]).some(
    (r) =>
      Number(r.trip_service_status_id) !== serviceStatus.cancelled &&
      Number(r.trip_service_status_id) !== serviceStatus.declined,
  );
  return { dossierTitle: inLang('title'), dossierText: inLang('text'), luggage, ...extra };
}
