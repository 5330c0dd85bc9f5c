/** Demo itineraries (issue 33): the holidays sold many times a season, in the demo's places. */
import type { DemoLocation } from './locations.data.ts';
import type { DemoAccommodation, DemoTransport } from './providers.data.ts';

/** The Portuguese coast north of Porto and the Rías Baixas, which the Camino demo does not reach. */
// biome-ignore format: one row a line
export const coastLocations: DemoLocation[] = [
  ['Vila do Conde', 'PT', 'Norte', [], ['bus']],
  ['Esposende', 'PT', 'Norte', [], ['bus']],
  ['Viana do Castelo', 'PT', 'Norte', [], ['train', 'bus']],
  ['Caminha', 'PT', 'Norte', [], ['port']],
  ['Baiona', 'ES', 'Galicia', ['Bayona'], ['bus', 'port']],
  ['Vigo', 'ES', 'Galicia', [], ['airport', 'train', 'bus', 'port']],
];
/** The coast walked from Porto, in order: each stage's luggage goes with the coast carrier. */
export const coast = ['Porto', 'Vila do Conde', 'Esposende', 'Viana do Castelo', 'Caminha', 'Baiona'];

// biome-ignore format: one row a line
export const coastHotels: DemoAccommodation[] = [
  { name: 'Hotel Praia Azul', legal: 'Praia Azul Hotelaria Lda', location: 'Vila do Conde', type: 1, level: 1, hotelType: 1, tier: 'hotel', rooms: 28, coords: [41.3517, -8.7479] },
  { name: 'Casa do Cávado', legal: 'Casa do Cávado Turismo Lda', location: 'Esposende', type: 8, level: 1, hotelType: 3, tier: 'pension', rooms: 9, coords: [41.5326, -8.7815] },
  { name: 'Hotel Santa Luzia Mar', legal: 'Santa Luzia Mar SA', location: 'Viana do Castelo', type: 1, level: 2, hotelType: 4, tier: 'superior', rooms: 48, coords: [41.6932, -8.8329] },
  { name: 'Residencial Foz do Minho', legal: 'Foz do Minho Lda', location: 'Caminha', type: 3, level: 1, hotelType: 3, tier: 'pension', rooms: 12, coords: [41.8747, -8.8383] },
  { name: 'Hotel Baiona Atlántico', legal: 'Atlántico Baiona SL', location: 'Baiona', type: 1, level: 1, hotelType: 1, tier: 'hotel', rooms: 33, coords: [42.1183, -8.8507] },
];

// biome-ignore format: one row a line
export const coastTransports: DemoTransport[] = [
  { name: 'Bagagem da Costa', legal: 'Bagagem da Costa Lda', category: 2, locations: coast, emergency: false, brackets: [[1, 3, 8], [4, -1, 6.5]] },
  { name: 'Táxis Costa Verde', legal: 'Táxis Costa Verde Lda', category: 3, locations: [...coast, 'Vigo'], emergency: true, brackets: [[1, 4, 55], [5, 8, 90]] },
];

/** Rooms by party size, the same at every demo stage: alone, a couple, three friends, two couples. */
export const demoRoomPlans = [
  { party: 1, individual_rooms: 1, double_rooms: 0, twin_rooms: 0, triple_rooms: 0 },
  { party: 2, individual_rooms: 0, double_rooms: 1, twin_rooms: 0, triple_rooms: 0 },
  { party: 3, individual_rooms: 0, double_rooms: 0, twin_rooms: 0, triple_rooms: 1 },
  { party: 4, individual_rooms: 0, double_rooms: 1, twin_rooms: 1, triple_rooms: 0 },
];

export interface DemoItinerary {
  holiday_id: string;
  name: string;
  name_es: string;
  /** trip_types id: Camino 1, walking 2, cycling 3 */
  type: 1 | 2 | 3;
  /** brandings ids: Camino Ways 1, Walk Spain 2, Cycle Iberia 3 */
  brands: number[];
  active: boolean;
  notes: string;
  /** [place, nights, luggage follows from the previous stage (default yes)] in order from day 0. */
  stages: [string, number, boolean?][];
  /** [day, from, to, kind] */
  transfers: [number, string, string, 'people' | 'luggage'][];
  /** [day, provider, units]: the provider's (only) service. */
  services: [number, string, number][];
}

/**
 * Where the hotel chain has no luggage route between two stages (Palas de Rei → Arzúa skips Melide,
 * Carrión → León skips Sahagún), the stage's luggage is off and a luggage transfer of the itinerary
 * carries the bags instead.
 */
// biome-ignore format: one itinerary a block
export const demoItineraries: DemoItinerary[] = [
  {
    holiday_id: 'SAR-SAN-6N', name: 'Sarria to Santiago, 6 nights', name_es: 'De Sarria a Santiago, 6 noches',
    type: 1, brands: [1, 2], active: true,
    notes: 'The last 100 km of the Camino Francés: enough for the Compostela.',
    stages: [['Sarria', 1], ['Portomarín', 1], ['Palas de Rei', 1], ['Arzúa', 1, false], ['O Pedrouzo', 1], ['Santiago de Compostela', 1]],
    transfers: [[3, 'Palas de Rei', 'Arzúa', 'luggage'], [6, 'Santiago de Compostela', 'Finisterre', 'people']],
    services: [[1, 'Camino Guides Galicia', 1], [3, 'Fisio Peregrino Melide', 1]],
  },
  {
    holiday_id: 'POR-COSTA-7N', name: 'Portuguese Coastal Way, Porto to Baiona, 7 nights',
    name_es: 'Camino Portugués por la Costa, de Oporto a Baiona, 7 noches',
    type: 1, brands: [1], active: true,
    notes: 'Along the Atlantic; a rest day in Viana do Castelo.',
    stages: [['Porto', 1], ['Vila do Conde', 1], ['Esposende', 1], ['Viana do Castelo', 2], ['Caminha', 1], ['Baiona', 1]],
    transfers: [[7, 'Baiona', 'Vigo', 'people']],
    services: [],
  },
  {
    holiday_id: 'BUR-LEO-4N', name: 'Meseta by bike, 4 nights', name_es: 'La Meseta en bicicleta, 4 noches',
    type: 3, brands: [3], active: true,
    notes: 'Bikes from the first morning; the taxi takes the party back to Burgos.',
    stages: [['Burgos', 1], ['Frómista', 1], ['Carrión de los Condes', 1], ['León', 1, false]],
    transfers: [[3, 'Carrión de los Condes', 'León', 'luggage'], [4, 'León', 'Burgos', 'people']],
    services: [[0, 'Bicigrino Bike Rental', 4]],
  },
  {
    holiday_id: 'PAM-LOG-4N', name: 'Pamplona to Logroño, 4 nights', name_es: 'De Pamplona a Logroño, 4 noches',
    type: 2, brands: [2], active: false,
    notes: 'Not sold this season.',
    stages: [['Pamplona', 1], ['Puente la Reina', 1], ['Estella', 1], ['Logroño', 1]],
    transfers: [],
    services: [],
  },
];
