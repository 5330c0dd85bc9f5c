/** Demo providers along the Camino Francés and Portugués (fictional businesses in real places). */

/** Price tiers of negotiated rates: breakfast prices per room per night (ir, dr2, ir1, tr), low season. */
export const tiers = {
  albergue: [35, 45, 45, 60],
  pension: [45, 60, 60, 80],
  hotel: [65, 85, 85, 110],
  superior: [95, 125, 125, 160],
  parador: [140, 180, 180, 230],
} as const;
export type Tier = keyof typeof tiers;

export interface DemoAccommodation {
  name: string;
  legal: string;
  location: string;
  /** accommodation_types id, accommodation_levels id, hotel_types id */
  type: number;
  level: number;
  hotelType: number;
  tier: Tier;
  rooms: number;
  coords?: [number, number];
  tags?: string[];
}

// biome-ignore format: one row a line
export const accommodations: DemoAccommodation[] = [
  { name: 'Hotel Ramuntcho', legal: 'Ramuntcho SARL', location: 'Saint-Jean-Pied-de-Port', type: 1, level: 1, hotelType: 1, tier: 'hotel', rooms: 16, coords: [43.1634, -1.2376] },
  { name: 'Casa Sabina', legal: 'Casa Sabina SL', location: 'Roncesvalles', type: 2, level: 1, hotelType: 3, tier: 'pension', rooms: 8, coords: [43.0093, -1.3195], tags: ['Pilgrim friendly'] },
  { name: 'Hotel Palacio del Camino', legal: 'Palacio del Camino Pamplona SA', location: 'Pamplona', type: 1, level: 2, hotelType: 4, tier: 'superior', rooms: 42, coords: [42.8183, -1.6443], tags: ['Preferred'] },
  { name: 'Pensión Arga', legal: 'Hostelería Arga SL', location: 'Pamplona', type: 3, level: 1, hotelType: 3, tier: 'pension', rooms: 11, coords: [42.8169, -1.6432] },
  { name: 'Hotel Jakue', legal: 'Jakue Puente SL', location: 'Puente la Reina', type: 1, level: 1, hotelType: 1, tier: 'hotel', rooms: 27, coords: [42.6722, -1.8148] },
  { name: 'Hostal Cerco', legal: 'Cerco Lizarra SL', location: 'Estella', type: 2, level: 1, hotelType: 3, tier: 'pension', rooms: 14 },
  { name: 'Hotel Calle Mayor', legal: 'Calle Mayor Logroño SL', location: 'Logroño', type: 1, level: 2, hotelType: 4, tier: 'superior', rooms: 30, coords: [42.4663, -2.445], tags: ['Preferred', 'Quiet area'] },
  { name: 'Parador de Santo Domingo', legal: 'Paradores de Turismo SA', location: 'Santo Domingo de la Calzada', type: 7, level: 3, hotelType: 1, tier: 'parador', rooms: 61, coords: [42.4406, -2.9535] },
  { name: 'Hotel Cordón', legal: 'Hoteles Cordón Burgos SL', location: 'Burgos', type: 1, level: 2, hotelType: 4, tier: 'superior', rooms: 35, coords: [42.341, -3.7018], tags: ['Prepayment needed'] },
  { name: 'Albergue Casa Cuadrau', legal: 'Cuadrau Peregrinos SL', location: 'Burgos', type: 6, level: 1, hotelType: 3, tier: 'albergue', rooms: 12, coords: [42.3437, -3.705], tags: ['Pilgrim friendly'] },
  { name: 'Hotel San Martín', legal: 'San Martín Frómista SL', location: 'Frómista', type: 1, level: 1, hotelType: 2, tier: 'hotel', rooms: 12, coords: [42.2671, -4.4058] },
  { name: 'Hostal La Corte', legal: 'La Corte Carrión SL', location: 'Carrión de los Condes', type: 2, level: 1, hotelType: 3, tier: 'pension', rooms: 10 },
  { name: 'Hotel Real Colegiata', legal: 'Real Colegiata León SA', location: 'León', type: 1, level: 2, hotelType: 4, tier: 'superior', rooms: 38, coords: [42.5996, -5.5671], tags: ['Preferred'] },
  { name: 'Pensión Blanca', legal: 'Pensión Blanca León SL', location: 'León', type: 3, level: 1, hotelType: 3, tier: 'pension', rooms: 9, coords: [42.5983, -5.5722] },
  { name: 'Hotel Gaudí Astorga', legal: 'Astorga Gaudí Hoteles SL', location: 'Astorga', type: 1, level: 1, hotelType: 1, tier: 'hotel', rooms: 35, coords: [42.4584, -6.0563] },
  { name: 'Casa Rural O Cebreiro', legal: 'Turismo Rural Cebreiro SL', location: 'O Cebreiro', type: 4, level: 1, hotelType: 2, tier: 'pension', rooms: 7, coords: [42.708, -7.0433], tags: ['Quiet area'] },
  { name: 'Hotel Alfonso IX', legal: 'Alfonso IX Sarria SL', location: 'Sarria', type: 1, level: 2, hotelType: 1, tier: 'superior', rooms: 60, coords: [42.7811, -7.414] },
  { name: 'Pensión Portomiño', legal: 'Portomiño SL', location: 'Portomarín', type: 3, level: 1, hotelType: 3, tier: 'pension', rooms: 10, coords: [42.8075, -7.6154] },
  { name: 'Casa Garea', legal: 'Casa Garea Turismo Rural SL', location: 'Palas de Rei', type: 4, level: 2, hotelType: 2, tier: 'hotel', rooms: 9, coords: [42.8731, -7.869], tags: ['Quiet area'] },
  { name: 'Hotel Arzúa Rural', legal: 'Arzúa Rural SL', location: 'Arzúa', type: 4, level: 1, hotelType: 2, tier: 'hotel', rooms: 14 },
  { name: 'Hotel O Pedrouzo', legal: 'Hostelería Pedrouzo SL', location: 'O Pedrouzo', type: 1, level: 1, hotelType: 1, tier: 'hotel', rooms: 24, coords: [42.905, -8.361] },
  { name: 'Hotel Virxe da Cerca', legal: 'Virxe da Cerca SA', location: 'Santiago de Compostela', type: 1, level: 2, hotelType: 4, tier: 'superior', rooms: 46, coords: [42.8806, -8.5398], tags: ['Preferred'] },
  { name: 'Hostal Alameda', legal: 'Alameda Compostela SL', location: 'Santiago de Compostela', type: 2, level: 1, hotelType: 3, tier: 'pension', rooms: 20, coords: [42.8783, -8.5466] },
  { name: 'Guesthouse Ribeira', legal: 'Ribeira Alojamento Lda', location: 'Porto', type: 8, level: 1, hotelType: 4, tier: 'hotel', rooms: 12, coords: [41.1405, -8.6131] },
];

/** Stages of the Camino Francés with a luggage and taxi service, and of the Camino Portugués. */
// biome-ignore format: one row a line
export const frances = [
  'Saint-Jean-Pied-de-Port', 'Roncesvalles', 'Pamplona', 'Puente la Reina', 'Estella', 'Logroño', 'Santo Domingo de la Calzada', 'Burgos', 'Frómista', 'Carrión de los Condes', 'Sahagún', 'León', 'Astorga', 'Ponferrada', 'Villafranca del Bierzo', 'O Cebreiro', 'Sarria', 'Portomarín', 'Palas de Rei', 'Melide', 'Arzúa', 'O Pedrouzo', 'Santiago de Compostela',
];
// biome-ignore format: one row a line
export const portugues = [
  'Porto', 'Barcelos', 'Ponte de Lima', 'Valença', 'Tui', 'Pontevedra', 'Caldas de Reis', 'Padrón', 'Santiago de Compostela',
];

export interface DemoTransport {
  name: string;
  legal: string;
  /** provider_categories id: 2 luggage transfer, 3 people transfer */
  category: 2 | 3;
  locations: string[];
  emergency: boolean;
  /** Luggage: euros per bag by bracket; people: euros per car by bracket. */
  brackets: [from: number, to: number, amount: number][];
  coords?: [number, number];
  /** Booked by hand rather than by the automatic transfer processing. */
  manual?: boolean;
}

// biome-ignore format: one row a line
export const transports: DemoTransport[] = [
  { name: 'Camino Bag Carrier', legal: 'Camino Bag Carrier SL', category: 2, locations: frances, emergency: false, brackets: [[1, 2, 7], [3, 5, 6], [6, -1, 5.5]], coords: [42.8183, -1.6443] },
  { name: 'Mochila Express Portugués', legal: 'Mochila Express Lda', category: 2, locations: portugues, emergency: false, brackets: [[1, 3, 8], [4, -1, 6.5]], manual: true },
  { name: 'Taxi Roncesvalles-Pamplona', legal: 'Taxis Orreaga SL', category: 3, locations: ['Saint-Jean-Pied-de-Port', 'Roncesvalles', 'Pamplona', 'Puente la Reina'], emergency: true, brackets: [[1, 4, 45], [5, 8, 75]] },
  { name: 'Taxi Meseta', legal: 'Taxi Meseta Castilla SL', category: 3, locations: ['Burgos', 'Frómista', 'Carrión de los Condes', 'Sahagún', 'León'], emergency: true, brackets: [[1, 4, 50], [5, 8, 80]] },
  { name: 'Taxi Compostela', legal: 'Radio Taxi Compostela SL', category: 3, locations: ['Sarria', 'Portomarín', 'Palas de Rei', 'Melide', 'Arzúa', 'O Pedrouzo', 'Santiago de Compostela', 'Finisterre'], emergency: true, brackets: [[1, 4, 40], [5, 8, 70]], coords: [42.8806, -8.5445] },
];

export interface DemoOther {
  name: string;
  legal: string;
  /** provider_categories id and other_service_types id */
  category: number;
  serviceType: number;
  locations: string[];
  service: {
    /** English, Spanish and German, as the provider's service item of each language says it. */
    name: PerLanguage;
    price: number;
    bikes?: string;
    height?: string;
    duration: PerLanguage;
    time: string;
    point: PerLanguage;
  };
}
/** A text in English, Spanish and German. */
export type PerLanguage = readonly [en: string, es: string, de: string];

// biome-ignore format: one row a line
export const others: DemoOther[] = [
  { name: 'Bicigrino Bike Rental', legal: 'Bicigrino SL', category: 4, serviceType: 2, locations: ['Pamplona', 'León', 'Santiago de Compostela'], service: { name: ['Trekking bike, 1 day', 'Bicicleta de trekking, 1 día', 'Trekkingrad, 1 Tag'], price: 25, bikes: 'Trekking 27-speed', height: 'S 155-170, M 170-182, L 182-195 cm', duration: ['1 day', '1 día', '1 Tag'], time: '09:00', point: ['Shop counter', 'Mostrador de la tienda', 'Ladentheke'] } },
  { name: 'Camino Guides Galicia', legal: 'Guías do Camiño SL', category: 5, serviceType: 1, locations: ['Sarria', 'Santiago de Compostela'], service: { name: ['Accompanying guide, full day', 'Guía acompañante, día completo', 'Begleitender Guide, ganzer Tag'], price: 180, duration: ['8 hours', '8 horas', '8 Stunden'], time: '08:30', point: ['Hotel reception', 'Recepción del hotel', 'Hotelrezeption'] } },
  { name: 'Finisterre Coast Excursions', legal: 'Costa da Morte Excursións SL', category: 6, serviceType: 3, locations: ['Santiago de Compostela', 'Finisterre', 'Muxía'], service: { name: ['Finisterre and Muxía day trip', 'Excursión de un día a Finisterre y Muxía', 'Tagesausflug nach Finisterre und Muxía'], price: 45, duration: ['9 hours', '9 horas', '9 Stunden'], time: '09:00', point: ['Praza de Galicia', 'Praza de Galicia', 'Praza de Galicia'] } },
  { name: 'Fisio Peregrino Melide', legal: 'Fisio Peregrino SL', category: 8, serviceType: 5, locations: ['Melide', 'Arzúa'], service: { name: ['Sports massage, 45 minutes', 'Masaje deportivo, 45 minutos', 'Sportmassage, 45 Minuten'], price: 40, duration: ['45 minutes', '45 minutos', '45 Minuten'], time: '18:00', point: ['Clinic, Rúa Principal 12', 'Clínica, Rúa Principal 12', 'Praxis, Rúa Principal 12'] } },
];

export const demoProviderTags = ['Preferred', 'Pilgrim friendly', 'Prepayment needed', 'Quiet area'];
/** Locations whose priority lists the demo fills from the providers there. */
export const rankedLocations = ['Pamplona', 'Burgos', 'León', 'Sarria', 'Santiago de Compostela'];
