import { serviceStatus } from '@trips/shared/modules/bookings/bookings.constants';
import type { VoucherVariant } from '@trips/shared/modules/brandings/brandings.constants';
import { type CompostelaVerdict, tripTypeIds } from '@trips/shared/modules/vouchers/camino';
import { langOfLanguageId, type VoucherLang } from '@trips/shared/modules/vouchers/vouchers.constants';
import type { Database } from '../../db/database.ts';
import type { Storage } from '../../engine/storage/storage.ts';
import { sendingBrandOf } from '../brandings/brandings.sending.ts';
import type { RawTrip } from '../trips/trips.presenter.ts';
import { tripCompostela } from './vouchers.camino.ts';
import { type ItineraryDay, itineraryDays, ROUTE } from './vouchers.days.ts';
import { voucherLabels } from './vouchers.labels.ts';
import { loadServices, type VoucherService } from './vouchers.services.ts';

const contentLang = { en: 'eng', es: 'spn', de: 'grm' } as const;

/** Everything one voucher PDF shows, already in the customer's language. */
export interface VoucherData {
  tripId: number;
  lang: VoucherLang;
  /**
   * The holiday's name as sold ('Sarria to Santiago, 6 nights'), else the title staff gave it for the
   * customer, else the route; never the internal trip name.
   */
  title: string;
  customer: string;
  travellers: number;
  startDate: string;
  endDate: string;
  brand: { name: string; phone: string; email: string; url: string; logo: Buffer | null };
  cover: string;
  introduction: string;
  /** The confirmed services: a voucher each. */
  services: VoucherService[];
  /** Services not confirmed yet: listed, without a voucher. */
  pending: VoucherService[];
  days: ItineraryDay[];
  compostela: CompostelaVerdict;
}

export const variantOf = (tripTypeId: unknown): VoucherVariant =>
  tripTypeId === tripTypeIds.cycling ? 'ch' : tripTypeId === tripTypeIds.walking ? 'wh' : 'cds';

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const group = (v: unknown) => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});

async function brandOf(
  db: Database,
  storage: Storage,
  brandingId: unknown,
  variant: VoucherVariant,
  lang: VoucherLang,
) {
  const brand = brandingId
    ? await db
        .selectFrom('brandings')
        .select(['name', 'pdf_settings', 'customer_web_site_settings'])
        .where('id', '=', Number(brandingId))
        .executeTakeFirst()
    : undefined;
  const pdf = group(brand?.pdf_settings);
  const site = group(brand?.customer_web_site_settings);
  const pages = group(group(site.voucher_texts)[variant]);
  const page = (key: string) => text(group(pages[key])[contentLang[lang]]) || text(group(pages[key]).eng);
  const logoKey = text(pdf.logo) || text(site.logo);
  const logo = logoKey ? ((await storage.get(logoKey))?.bytes ?? null) : null;
  return {
    brand: {
      name: brand?.name ?? '',
      phone: text(pdf.phone) || text(site.phone),
      email: text(pdf.email) || text(site.email),
      url: text(site.url),
      logo,
    },
    cover: page('cover_page'),
    introduction: page('introduction_page'),
  };
}

/** The trip as its voucher shows it: brand texts of its variant, services in trip order, cancelled ones left out. */
export async function voucherData(db: Database, storage: Storage, raw: RawTrip): Promise<VoucherData> {
  const trip = raw.trip;
  const lang = langOfLanguageId(trip.language_id as number | null);
  const { brand, cover, introduction } = await brandOf(
    db,
    storage,
    // A trip without a brand of its own goes out under the default brand, as its emails do.
    await sendingBrandOf(db, trip),
    variantOf(trip.trip_type_id),
    lang,
  );
  const live = (await loadServices(db, storage, raw, lang, voucherLabels[lang])).filter(
    (s) => s.statusId !== serviceStatus.cancelled,
  );
  const confirmed = (s: VoucherService) => s.statusId === serviceStatus.confirmed;
  const route = [...new Set([text(trip.start_location_name), text(trip.end_location_name)])].filter(Boolean);
  return {
    tripId: Number(trip.id),
    lang,
    title: text(trip.holiday_name).trim() || text(trip.customer_title).trim() || route.join(ROUTE),
    customer: `${text(trip.customer_first_name)} ${text(trip.customer_last_name)}`.trim(),
    travellers: Number(trip.travellers ?? 0),
    startDate: text(trip.start_date),
    endDate: text(trip.end_date),
    brand,
    cover,
    introduction,
    services: live.filter(confirmed),
    pending: live.filter((s) => !confirmed(s)),
    days: itineraryDays(raw, voucherLabels[lang]),
    compostela: await tripCompostela(db, trip),
  };
}
