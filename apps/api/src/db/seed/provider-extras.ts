import { Jimp } from 'jimp';
import type { Storage } from '../../engine/storage/storage.ts';
import { createPriorityListsRepo } from '../../modules/locations/priority-lists.repo.ts';
import { createVouchersRepo } from '../../modules/providers/vouchers/vouchers.repo.ts';
import type { Database } from '../database.ts';
import { accommodations, demoProviderTags, rankedLocations } from './providers.data.ts';
import type { Place } from './providers.ts';

export async function ensureProviderTags(db: Database) {
  const existing = await db
    .selectFrom('tags')
    .select(['id', 'name'])
    .where('type', '=', 'provider')
    .execute();
  const ids = new Map(existing.map((t) => [t.name, t.id]));
  for (const name of demoProviderTags.filter((n) => !ids.has(n))) {
    const row = await db
      .insertInto('tags')
      .values({ type: 'provider', name })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(name, row.id);
  }
  return ids;
}

/** The luggage voucher texts and an image, so lists and screens show a provider with voucher images. */
export async function seedLuggageVoucher(db: Database, storage: Storage, providerId: number) {
  const vouchers = createVouchersRepo(db);
  await vouchers.saveTexts(providerId, 'luggage', 1, {
    comment_eng: 'Leave your bag at reception by 8:00 with the label filled in.',
    comment_spn: 'Deje su maleta en recepción antes de las 8:00 con la etiqueta rellenada.',
    comment_grm: 'Lassen Sie Ihr Gepäck bis 8:00 Uhr mit ausgefülltem Anhänger an der Rezeption.',
    observation_eng: 'One bag per person, at most 20 kg.',
    observation_spn: 'Una maleta por persona, máximo 20 kg.',
    observation_grm: 'Ein Gepäckstück pro Person, höchstens 20 kg.',
  });
  const image = await new Jimp({ width: 480, height: 270, color: 0xf2c14eff }).getBuffer('image/png');
  const key = `vouchers/p${providerId}/luggage-1-mainimage-demo.png`;
  await storage.put(key, image, 'image/png');
  await vouchers.setImage(providerId, 'luggage', 1, { main_image: key, main_image_org: key });
}

/** Hotels and superiors from the providers of each ranked location, emergency transfers from the taxis serving it. */
export async function seedPriorityLists(db: Database, places: Map<string, Place>) {
  const repo = createPriorityListsRepo(db);
  const hotelTypes = new Map(accommodations.map((a) => [a.name, a.hotelType]));
  const ranked = (ids: { id: number; commercial_name: string }[], hotel = false) =>
    ids.map((p, i) => ({
      provider_id: p.id,
      hotel_type_id: hotel ? (hotelTypes.get(p.commercial_name) ?? 1) : null,
      priority: i + 1,
    }));
  for (const name of rankedLocations) {
    const locationId = places.get(name)!.id;
    const here = await db
      .selectFrom('providers as p')
      .innerJoin('provider_locations as pl', 'pl.provider_id', 'p.id')
      .select(['p.id', 'p.commercial_name', 'p.category_id', 'p.accommodation_level_id', 'p.emergency'])
      .where('pl.location_id', '=', locationId)
      .orderBy('p.commercial_name')
      .execute();
    const hotels = here.filter((p) => p.category_id === 1);
    await repo.replace(locationId, 'hotel', ranked(hotels, true));
    await repo.replace(
      locationId,
      'superior',
      ranked(hotels.filter((p) => (p.accommodation_level_id ?? 1) > 1)),
    );
    await repo.replace(locationId, 'emergency_transfer', ranked(here.filter((p) => p.emergency)));
    await repo.bump(locationId);
  }
}
