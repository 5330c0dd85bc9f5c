import type { Database } from '../database.ts';

interface DemoDossier {
  /** Which demo brands (by position, first is 0) get one. */
  brands: number[];
  title: [eng: string, spn: string, grm: string];
  text: [eng: string, spn: string, grm: string];
  settings: {
    type: 1 | 2 | 3;
    from?: string;
    to?: string;
    holiday?: [id: string, name: string];
    title: string;
  }[];
  cycling?: string[];
}

// biome-ignore format: one dossier a block
const demoDossiers: DemoDossier[] = [
  {
    brands: [0, 1, 2],
    title: ['The last 100 km: Sarria to Santiago', 'Los últimos 100 km: de Sarria a Santiago', 'Die letzten 100 km: von Sarria nach Santiago'],
    text: [
      'Your walk through Galicia, stage by stage.\n\nCollect two stamps a day in your credential to receive the Compostela.',
      'Tu camino por Galicia, etapa a etapa.\n\nSella tu credencial dos veces al día para recibir la Compostela.',
      'Ihre Wanderung durch Galicien, Etappe für Etappe.\n\nSammeln Sie täglich zwei Stempel, um die Compostela zu erhalten.',
    ],
    settings: [{ type: 1, from: 'Sarria', to: 'Santiago de Compostela', holiday: ['SAR-SAN-6N', 'Sarria to Santiago, 6 nights'], title: 'Sarria to Santiago' }],
  },
  {
    brands: [0],
    title: ['Navarra and La Rioja on foot', 'Navarra y La Rioja a pie', 'Navarra und La Rioja zu Fuß'],
    text: ['Vineyards, bridges and old towns.', 'Viñedos, puentes y cascos antiguos.', 'Weinberge, Brücken und Altstädte.'],
    settings: [
      { type: 2, from: 'Pamplona', to: 'Logroño', holiday: ['PAM-LOG-4N', 'Pamplona to Logroño, 4 nights'], title: 'Pamplona to Logroño' },
      { type: 2, from: 'León', to: 'Astorga', title: 'León and Astorga' },
    ],
  },
  {
    brands: [1, 2],
    title: ['The Camino by bike', 'El Camino en bicicleta', 'Der Jakobsweg mit dem Fahrrad'],
    text: ['Rides, climbs and where to leave the bikes.', 'Etapas, subidas y dónde dejar las bicis.', 'Etappen, Anstiege und wo die Räder bleiben.'],
    settings: [{ type: 3, title: 'Any cycling route' }],
    cycling: ['BUR-LEO-4N', 'SAR-SAN-B-3N'],
  },
];

/** A few dossiers the demo trips find: every brand's last 100 km, walking and cycling ones of some brands. */
export async function seedDossiers(db: Database, adminEmail: string) {
  if (await db.selectFrom('dossiers').select('id').limit(1).executeTakeFirst()) return;
  const brands = await db.selectFrom('brandings').select('id').orderBy('id').execute();
  const places = new Map(
    (await db.selectFrom('locations').select(['id', 'name']).execute()).map((p) => [p.name, p.id]),
  );
  const admin = await db.selectFrom('users').select('id').where('email', '=', adminEmail).executeTakeFirst();
  for (const demo of demoDossiers)
    for (const position of demo.brands) {
      const brand = brands[position];
      if (!brand) continue;
      const [title_eng, title_spn, title_grm] = demo.title;
      const [text_eng, text_spn, text_grm] = demo.text;
      const { id } = await db
        .insertInto('dossiers')
        .values({
          branding_id: brand.id,
          title_eng,
          title_spn,
          title_grm,
          text_eng,
          text_spn,
          text_grm,
          created_by: admin?.id ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('dossier_settings')
        .values(
          demo.settings.map((s, i) => ({
            dossier_id: id,
            position: i,
            trip_type_id: s.type,
            start_location_id: (s.from && places.get(s.from)) || null,
            end_location_id: (s.to && places.get(s.to)) || null,
            holiday_id: s.holiday?.[0] ?? '',
            holiday: s.holiday?.[1] ?? '',
            title: s.title,
          })),
        )
        .execute();
      if (demo.cycling)
        await db
          .insertInto('dossier_other_settings')
          .values(
            demo.cycling.map((holiday_id, i) => ({
              dossier_id: id,
              kind: 'cycling_holiday' as const,
              position: i,
              holiday_id,
            })),
          )
          .execute();
    }
}
