import { serviceStatus } from '@trips/shared/modules/bookings/bookings.constants';
import type { VoucherVariant } from '@trips/shared/modules/brandings/brandings.constants';
import { type CompostelaVerdict, tripTypeIds } from '@trips/shared/modules/vouchers/camino';
import { langOfLanguageId, type VoucherLang } from '@trips/shared/modules/vouchers/vouchers.constants';
import { documentRecord } from '@trips/shared/settings/record-groups';
import type { Database } from '../../db/database.ts';
import { readSettings } from '../../engine/settings/read-settings.ts';
import type { Storage } from '../../engine/storage/storage.ts';
import { sendingBrandOf } from '../brandings/index.ts';
import { stageFiguresByLeg, tripHolidayNameIn } from '../itineraries/index.ts';
import type { RawTrip } from '../trips/index.ts';
import { tripCompostela } from './vouchers.camino.ts';
import { type ItineraryDay, itineraryDays, ROUTE } from './vouchers.days.ts';
import { voucherLabels } from './vouchers.labels.ts';
import { type PracticalText, practicalOf } from './vouchers.practical.ts';
import { type RoutePoint, routePoints } from './vouchers.route.ts';
import { loadServices, type VoucherService } from './vouchers.services.ts';

const contentLang = { en: 'eng', es: 'spn', de: 'grm' } as const;

/** Everything one voucher PDF shows, already in the customer's language. */
export interface VoucherData {
  tripId: number;
  lang: VoucherLang;
  /**
   * The holiday's name in the customer's language ('De Sarria a Santiago, 6 noches'), else the title staff
   * gave it for the customer, else its English name, else the route; never the internal trip name or id.
   */
  title: string;
  /** The reference the customer quotes ('CW-2043'); '' while the trip has none. */
  bookingReference: string;
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
  /** The nights' places in order with their hotels' coordinates, for the route sketch. */
  route: RoutePoint[];
  /** The practical page: the brand's dossier for the trip, luggage rules, a missing bag. */
  practical: PracticalText;
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
        .selectFrom('brandings_view')
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
  const settings = await readSettings(db, documentRecord);
  const labels = voucherLabels[lang];
  const live = (await loadServices(db, storage, raw, lang, labels, settings.zs_bags_ready_by)).filter(
    (s) => s.statusId !== serviceStatus.cancelled && s.statusId !== serviceStatus.declined,
  );
  const confirmed = (s: VoucherService) => s.statusId === serviceStatus.confirmed;
  const route = [...new Set([text(trip.start_location_name), text(trip.end_location_name)])].filter(Boolean);
  const holiday = await tripHolidayNameIn(db, trip, lang);
  const itineraryId = Number((trip as { itinerary_id?: unknown }).itinerary_id) || null;
  const cycling = trip.trip_type_id === tripTypeIds.cycling;
  const compostela = await tripCompostela(db, trip);
  return {
    tripId: Number(trip.id),
    lang,
    title:
      (holiday.inLanguage ? holiday.name : '') ||
      text(trip.customer_title).trim() ||
      holiday.name ||
      route.join(ROUTE),
    // Written by the trips module once trips carry a reference for their customers.
    bookingReference: text((trip as { booking_reference?: unknown }).booking_reference).trim(),
    customer: `${text(trip.customer_first_name)} ${text(trip.customer_last_name)}`.trim(),
    travellers: Number(trip.travellers ?? 0),
    startDate: text(trip.start_date),
    endDate: text(trip.end_date),
    brand,
    cover,
    introduction,
    services: live.filter(confirmed),
    pending: live.filter((s) => !confirmed(s)),
    days: itineraryDays(raw, labels, { legs: await stageFiguresByLeg(db, itineraryId), lang, cycling }),
    route: await routePoints(db, raw),
    practical: await practicalOf(db, raw, lang, {
      brandPhone: brand.phone,
      bagsReadyBy: settings.zs_bags_ready_by,
    }),
    compostela,
  };
}
