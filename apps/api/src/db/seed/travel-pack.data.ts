/** What the demo's travel packs print: real postcodes of the towns, fictional streets, real stage figures. */

/** Postcodes of the demo's towns (real ones; the streets given with them are made up). */
// biome-ignore format: one town a line
export const townPostcodes: Record<string, string> = {
  'Saint-Jean-Pied-de-Port': '64220', Roncesvalles: '31650', Pamplona: '31001', 'Puente la Reina': '31100',
  Estella: '31200', Logroño: '26001', 'Santo Domingo de la Calzada': '26250', Burgos: '09003',
  Frómista: '34440', 'Carrión de los Condes': '34120', Sahagún: '24320', León: '24003', Astorga: '24700',
  Ponferrada: '24401', 'Villafranca del Bierzo': '24500', 'O Cebreiro': '27670', Sarria: '27600',
  Portomarín: '27170', 'Palas de Rei': '27200', Melide: '15800', Arzúa: '15810', 'O Pedrouzo': '15821',
  'Santiago de Compostela': '15705', Finisterre: '15155', Muxía: '15124', Tui: '36700', Pontevedra: '36002',
  'Caldas de Reis': '36650', Padrón: '15900', Ribadeo: '27700', Lugo: '27001', Porto: '4050-262',
  Valença: '4930-702', 'Ponte de Lima': '4990-062', Barcelos: '4750-272', Lisbon: '1100-148',
  Oviedo: '33003', Gijón: '33201', Irún: '20302', 'San Sebastián': '20003', Bilbao: '48005',
  Santander: '39003', Jaca: '22700', Madrid: '28014', Granada: '18009', Seville: '41004', Ronda: '29400',
  Córdoba: '14003', 'Le Puy-en-Velay': '43000', Lourdes: '65100', Lucca: '55100', Siena: '53100',
  'Vila do Conde': '4480-754', Esposende: '4740-223', 'Viana do Castelo': '4900-513', Caminha: '4910-112',
  Baiona: '36300', Vigo: '36201',
};

/** Streets a demo provider may stand in, by the country its town is in (the number comes from its id). */
export const demoStreets: Record<string, readonly string[]> = {
  ES: [
    'Rúa do Peregrino',
    'Calle Mayor',
    'Rúa da Fonte',
    'Avenida del Camino',
    'Calle de la Iglesia',
    'Rúa Nova',
  ],
  PT: ['Rua do Caminho', 'Rua da Praia', 'Avenida Marginal', 'Rua Direita', 'Largo da Igreja'],
  FR: ['Rue de la Citadelle', "Rue d'Espagne", 'Chemin des Pèlerins'],
  IT: ['Via Francigena', 'Via del Duomo', 'Piazza del Campo'],
};

/** When the demo hotels let guests in and want the rooms back, by the remainder of their id. */
export const demoHotelTimes: readonly [checkIn: string, checkOut: string][] = [
  ['15:00', '11:00'],
  ['14:00', '12:00'],
  ['16:00', '11:00'],
  ['13:00', '10:30'],
];

/** [km, ascent m, descent m, minutes] of the walk or ride that reaches a stage's place. */
export type StageFigures = [number, number, number, number];

/** The demo itineraries' German names and their stages' figures, by the place each stage reaches. */
// biome-ignore format: one itinerary a block
export const demoItineraryExtras: Record<string, { name_de: string; figures: Record<string, StageFigures> }> = {
  'SAR-SAN-6N': {
    name_de: 'Von Sarria nach Santiago, 6 Nächte',
    figures: {
      Portomarín: [22.4, 420, 560, 330], 'Palas de Rei': [24.8, 640, 380, 375], Arzúa: [28.8, 450, 700, 435],
      'O Pedrouzo': [19.3, 300, 420, 285], 'Santiago de Compostela': [19.9, 350, 400, 300],
    },
  },
  'POR-COSTA-7N': {
    name_de: 'Portugiesischer Küstenweg, von Porto nach Baiona, 7 Nächte',
    figures: {
      'Vila do Conde': [27.1, 110, 120, 390], Esposende: [24.3, 90, 90, 345], 'Viana do Castelo': [25.2, 260, 250, 375],
      Caminha: [26.8, 210, 220, 390], Baiona: [29.6, 380, 370, 450],
    },
  },
  'BUR-LEO-4N': {
    name_de: 'Die Meseta mit dem Fahrrad, 4 Nächte',
    figures: {
      Frómista: [64.2, 450, 550, 240], 'Carrión de los Condes': [19.4, 80, 60, 75], León: [93.6, 510, 450, 360],
    },
  },
  'PAM-LOG-4N': {
    name_de: 'Von Pamplona nach Logroño, 4 Nächte',
    figures: { 'Puente la Reina': [23.9, 540, 550, 360], Estella: [21.9, 380, 330, 330] },
  },
};
