import { join, resolve } from 'node:path';
import { createProviderBody } from '@trips/shared/modules/providers/providers.schema';
import type { Config } from '../../config.ts';
import { createLocalDiskStorage } from '../../engine/storage/local-disk.ts';
import { createProvidersRepo } from '../../modules/providers/providers.repo.ts';
import { createRatesRepo } from '../../modules/providers/rates/rates.repo.ts';
import { writeRate } from '../../modules/providers/rates/rates.service.ts';
import { createServicesRepo } from '../../modules/providers/services/services.repo.ts';
import type { Database } from '../database.ts';
import { ensureProviderTags, seedLuggageVoucher, seedPriorityLists } from './provider-extras.ts';
import { luggageRate, negotiatedRate, transferRate } from './provider-rates.ts';
import { accommodations, others, transports } from './providers.data.ts';

export type Place = { id: number; name: string; country_id: number; state_id: number | null };
type Fields = Record<string, unknown> & { commercial_name: string };

/** Room details (accommodation_details ids) and payment methods by price tier. */
const tierTerms = {
  albergue: { accommodation_detail_id: 2, payment_method_id: 3 },
  pension: { accommodation_detail_id: 2, payment_method_id: 1 },
  hotel: { accommodation_detail_id: 1, payment_method_id: 1 },
  superior: { accommodation_detail_id: 4, payment_method_id: 2 },
  parador: { accommodation_detail_id: 3, payment_method_id: 4 },
} as const;
const slug = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z]+/g, '');
const point = (coords?: [number, number]) => ({
  latitude: coords?.[0] ?? null,
  longitude: coords?.[1] ?? null,
});

/** The demo providers with rates, services, a luggage voucher and priority lists; skipped once any provider exists. */
export async function seedProviders(db: Database, config: Config) {
  if (await db.selectFrom('providers').select('id').limit(1).executeTakeFirst()) return nameDemoServices(db);
  const storage = createLocalDiskStorage(join(resolve(config.DATA_DIR), 'uploads'));
  const rows = await db.selectFrom('locations').select(['id', 'name', 'country_id', 'state_id']).execute();
  const places = new Map<string, Place>(rows.map((l) => [l.name, l]));
  const euro = await db.selectFrom('currencies').select('id').where('symbol', '=', '€').executeTakeFirst();
  await db.transaction().execute(async (trx) => {
    const providers = createProvidersRepo(trx);
    const rates = createRatesRepo(trx);
    const services = createServicesRepo(trx);
    const tagIds = await ensureProviderTags(trx);
    let count = 0;
    const add = async (fields: Fields, served: string[], tags: string[] = []) => {
      const home = places.get(served[0])!;
      const site = slug(fields.commercial_name);
      const { location_ids, tag_ids, ...values } = createProviderBody.parse({
        ...{ language_id: 2, currency_id: euro?.id ?? null, holiday_type_id: 1 },
        ...{ payment_method_id: 1, booking_method_id: 1, city: home.name },
        ...{ location_id: home.id, country_id: home.country_id, state_id: home.state_id },
        phone: `+34 6${String(10_000_000 + ++count * 7_919_777).slice(-8)}`,
        booking_email: `bookings@${site}.example`,
        contact_email: `info@${site}.example`,
        ...fields,
      });
      const { id } = await providers.insert(values);
      await providers.addLocations(
        id,
        served.flatMap((n) => places.get(n)?.id ?? []),
      );
      await providers.setTags(
        id,
        tags.map((t) => tagIds.get(t)!),
      );
      return id;
    };

    for (const a of accommodations) {
      const fields = { commercial_name: a.name, legal_name: a.legal, category_id: 1, ...point(a.coords) };
      const kind = { accommodation_type_id: a.type, accommodation_level_id: a.level, rooms: a.rooms };
      const id = await add({ ...fields, ...kind, ...tierTerms[a.tier] }, [a.location], a.tags);
      await writeRate(rates, id, 'negotiated', 0, negotiatedRate(a.tier));
    }
    for (const t of transports) {
      const luggage = t.category === 2;
      const fields = {
        commercial_name: t.name,
        legal_name: t.legal,
        category_id: t.category,
        ...point(t.coords),
      };
      const flags = { luggage, people: !luggage, emergency: t.emergency, transfer_type_id: luggage ? 2 : 1 };
      const manual = { is_manually_managed_transfer: t.manual ?? false };
      const id = await add(
        { ...fields, ...flags, ...manual, booking_method_id: luggage ? 3 : 2 },
        t.locations,
      );
      const rate = luggage ? luggageRate(t.brackets) : transferRate(t.brackets);
      await writeRate(rates, id, rate.type, 0, rate);
      if (luggage) await seedLuggageVoucher(trx, storage, id);
    }
    for (const o of others) {
      const fields = { commercial_name: o.name, legal_name: o.legal, category_id: o.category };
      const terms = { payment_method_id: 3, holiday_type_id: o.serviceType === 2 ? 3 : 2 };
      const id = await add({ ...fields, ...terms }, o.locations);
      const { name, price, point, bikes, height, duration, time } = o.service;
      const serviceId = await services.saveService(id, 0, {
        name: name[0],
        name_es: name[1],
        name_de: name[2],
        price,
        service_type_id: o.serviceType,
        items: [],
      });
      const item = { location_id: places.get(o.locations[0])!.id, time, provider_point_id: null };
      const extra = { type_of_bikes: bikes ?? '', height_measurment: height ?? '', observations: '' };
      for (const [i, language_id] of ([1, 2, 3] as const).entries()) {
        const said = { meeting_point_name: point[i]!, duration: duration[i]! };
        await services.saveItem(serviceId, { ...item, ...extra, ...said, language_id });
      }
    }
    await seedPriorityLists(trx, places);
  });
}

/** A demo made before services were named per language gets its services' Spanish and German names. */
async function nameDemoServices(db: Database) {
  for (const { service } of others)
    await db
      .updateTable('provider_services')
      .set({ name_es: service.name[1], name_de: service.name[2] })
      .where('name', '=', service.name[0])
      .where('name_es', '=', '')
      .where('name_de', '=', '')
      .execute();
}
