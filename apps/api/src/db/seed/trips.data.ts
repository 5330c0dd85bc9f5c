/** Demo trips: routes along the Camino Francés, fictional customers, trip tags. */

export interface DemoRoute {
  label: string;
  /** holiday_id stem */
  code: string;
  /** trip_types id: Camino 1, walking 2, cycling 3 */
  type: 1 | 2 | 3;
  /** One night at each stop, in order; the luggage moves between consecutive stops. */
  stops: string[];
  /** A people transfer on the first or the last day: [from, to, on 'start' | 'end']. */
  taxi?: [string, string, 'start' | 'end'];
}

// biome-ignore format: one row a line
export const demoRoutes: DemoRoute[] = [
  { label: 'Sarria to Santiago', code: 'SAR-SAN', type: 1, stops: ['Sarria', 'Portomarín', 'Palas de Rei', 'Arzúa', 'O Pedrouzo', 'Santiago de Compostela'], taxi: ['Santiago de Compostela', 'Finisterre', 'end'] },
  { label: 'Pamplona to Logroño', code: 'PAM-LOG', type: 2, stops: ['Pamplona', 'Puente la Reina', 'Estella', 'Logroño'] },
  { label: 'Crossing the Pyrenees', code: 'SJP-PAM', type: 1, stops: ['Saint-Jean-Pied-de-Port', 'Roncesvalles', 'Pamplona'], taxi: ['Pamplona', 'Saint-Jean-Pied-de-Port', 'start'] },
  { label: 'Rioja stages', code: 'LOG-BUR', type: 1, stops: ['Logroño', 'Santo Domingo de la Calzada', 'Burgos'] },
  { label: 'Meseta by bike', code: 'BUR-LEO', type: 3, stops: ['Burgos', 'Frómista', 'Carrión de los Condes', 'León'], taxi: ['León', 'Burgos', 'end'] },
  { label: 'León and Astorga', code: 'LEO-AST', type: 2, stops: ['León', 'Astorga'] },
  { label: 'Galician finale by bike', code: 'SAR-SAN-B', type: 3, stops: ['Sarria', 'Palas de Rei', 'Santiago de Compostela'] },
];

// biome-ignore format: one pair a line
export const demoCustomers: [first: string, last: string, phone: string][] = [
  ['Emily', 'Hartley', '+44 7700 900114'], ['James', 'Whitaker', '+44 7700 900231'], ['Sophie', 'Dubois', '+33 6 12 34 56 78'],
  ['Lukas', 'Brenner', '+49 151 2345 6789'], ['Maria', 'Keller', '+49 160 9876 5432'], ['Daniel', "O'Connor", '+353 85 123 4567'],
  ['Grace', 'Kim', '+1 415 555 0142'], ['Michael', 'Rossi', '+1 212 555 0187'], ['Anna', 'Lindqvist', '+46 70 123 45 67'],
  ['Thomas', 'Müller', '+49 171 555 0199'], ['Claire', 'Bennett', '+44 7700 900452'], ['Patrick', 'Walsh', '+353 87 765 4321'],
  ['Hannah', 'Schmidt', '+49 152 444 0101'], ['Oliver', 'Grant', '+61 412 555 019'], ['Isabel', 'Ferreira', '+351 912 345 678'],
  ['Robert', 'Nguyen', '+1 604 555 0123'], ['Laura', 'Bianchi', '+39 333 123 4567'], ['Peter', 'Jansen', '+31 6 1234 5678'],
  ['Chloe', 'Martin', '+33 7 98 76 54 32'], ['David', 'Cohen', '+1 917 555 0166'], ['Ingrid', 'Olsen', '+47 412 34 567'],
  ['Mark', 'Thompson', '+44 7700 900671'], ['Julia', 'Wagner', '+43 664 123 4567'], ['Kevin', 'Murphy', '+353 86 222 3344'],
  ['Sarah', 'Lewis', '+1 303 555 0177'], ['Paul', 'Fischer', '+49 176 333 2211'], ['Megan', 'Clarke', '+61 423 555 087'],
  ['Niamh', 'Byrne', '+353 83 555 6677'], ['Henrik', 'Larsen', '+45 20 12 34 56'], ['Rachel', 'Adams', '+1 617 555 0134'],
  ['Marco', 'Conti', '+39 347 765 4321'], ['Elena', 'Novak', '+420 601 123 456'], ['George', 'Hughes', '+44 7700 900783'],
  ['Linda', 'Park', '+1 206 555 0158'], ['Stefan', 'Weber', '+41 79 123 45 67'], ['Fiona', 'Campbell', '+44 7700 900894'],
  ['Andrew', 'Scott', '+64 21 555 0192'], ['Katrin', 'Vogel', '+49 157 888 9900'], ['Brian', 'Kelly', '+1 312 555 0110'],
  ['Helen', 'Price', '+44 7700 900905'],
];

export const demoTripTags = ['VIP', 'Repeat customer', 'Agency booking', 'Honeymoon', 'Needs follow-up'];

export const demoSalesOwners = ['Marta Gil', 'Sean Doyle', ''];
