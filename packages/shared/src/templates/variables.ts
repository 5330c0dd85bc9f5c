import type { TemplateDef } from './registry.ts';

/**
 * The values a template may use, in sets that templates share (a booking request and its reminder use
 * the same ones). Each variable has a type, which says how the server writes it into the email (a date in
 * the template's language, an amount with its currency), and an example the preview renders.
 */
export type VariableType = 'text' | 'number' | 'date' | 'email' | 'phone' | 'url' | 'money';

export interface TemplateVariable {
  /** As written in a template: `{{ trip.name }}`. */
  name: string;
  type: VariableType;
  /** Dates as YYYY-MM-DD; amounts as written in the email. */
  example: string | number;
}

const v = (name: string, type: VariableType, example: string | number): TemplateVariable => ({
  name,
  type,
  example,
});

// biome-ignore format: one variable a line
export const variableSets = {
  trip: [
    v('trip.name', 'text', 'Camino Francés: Sarria to Santiago'),
    v('trip.reference', 'text', 'SAR-SAN-2027-014'),
    v('trip.start_date', 'date', '2027-05-10'),
    v('trip.end_date', 'date', '2027-05-16'),
    v('trip.travellers', 'number', 2),
  ],
  customer: [
    v('customer.first_name', 'text', 'Emily'),
    v('customer.last_name', 'text', 'Hartley'),
    v('customer.full_name', 'text', 'Emily Hartley'),
  ],
  provider: [
    v('provider.name', 'text', 'Casa Garea'),
    v('provider.contact_name', 'text', 'Manuela Vázquez'),
    v('provider.email', 'email', 'reservas@casagarea.example.com'),
    v('provider.phone', 'phone', '+34 982 000 111'),
  ],
  staff: [
    v('staff.full_name', 'text', 'Olga Ortega'),
    v('staff.first_name', 'text', 'Olga'),
    v('staff.email', 'email', 'olga@example.com'),
    v('staff.phone', 'phone', '+34 600 000 002'),
  ],
  brand: [
    v('brand.name', 'text', 'Camino Ways'),
    v('brand.phone', 'phone', '+34 981 000 222'),
    v('brand.email', 'email', 'bookings@caminoways.example.com'),
    v('brand.url', 'url', 'https://caminoways.example.com'),
  ],
  response: [
    v('response.url', 'url', 'https://backoffice.example.com/respond/8f3a2c'),
    v('response.deadline', 'date', '2027-04-02'),
  ],
  booking: [
    v('booking.location', 'text', 'Palas de Rei'),
    v('booking.checkin_date', 'date', '2027-05-12'),
    v('booking.checkout_date', 'date', '2027-05-13'),
    v('booking.nights', 'number', 1),
    v('booking.people', 'number', 2),
    v('booking.rooms', 'text', '1 double room'),
    v('booking.individual_rooms', 'number', 0),
    v('booking.double_rooms', 'number', 1),
    v('booking.twin_rooms', 'number', 0),
    v('booking.triple_rooms', 'number', 0),
    v('booking.meals', 'text', 'Breakfast and dinner'),
    v('booking.comments_to_provider', 'text', 'The guests will arrive on foot around 5 pm.'),
  ],
  transfer: [
    v('transfer.date', 'date', '2027-05-12'),
    v('transfer.from_location', 'text', 'Portomarín'),
    v('transfer.from_point', 'text', 'Pensión Portomiño'),
    v('transfer.to_location', 'text', 'Palas de Rei'),
    v('transfer.to_point', 'text', 'Casa Garea'),
    v('transfer.people', 'number', 2),
    v('transfer.comments_to_provider', 'text', 'The bags will be at reception from 8 am.'),
  ],
  luggage: [v('transfer.bags', 'number', 2)],
  pickup: [v('transfer.pickup_time', 'text', '10:30')],
  service: [
    v('service.name', 'text', 'Guided visit of the cathedral roofs'),
    v('service.type', 'text', 'Tours'),
    v('service.from_date', 'date', '2027-05-16'),
    v('service.to_date', 'date', '2027-05-16'),
    v('service.location', 'text', 'Santiago de Compostela'),
    v('service.meeting_point', 'text', 'Praza do Obradoiro'),
    // The provider point where the guests meet (a hotel, the guide's office), when one is named.
    v('service.place', 'text', 'Hotel Alameda'),
    v('service.time', 'text', '08:30'),
    v('service.people', 'number', 2),
    v('service.duration', 'text', '1 hour'),
    v('service.comments_to_provider', 'text', 'The guests would prefer the tour in English.'),
  ],
  cancellation: [
    v('cancellation.reason', 'text', 'The customers have had to postpone their trip.'),
    v('cancellation.conf_number', 'text', 'CG-4471'),
  ],
  modification: [
    v('modification.reason', 'text', 'The customers will arrive one day later.'),
    // One line a change: a value with line breaks keeps them in the email.
    v('modification.changes', 'text', 'Arrival: 12 May 2027 → 13 May 2027\nDeparture: 13 May 2027 → 14 May 2027'),
    v('modification.conf_number', 'text', 'CG-4471'),
  ],
  reminder: [
    v('reminder.number', 'number', 2),
    v('reminder.first_sent', 'date', '2027-03-28'),
    v('reminder.sent_ago', 'text', '2 days ago'),
  ],
  documents: [
    v('documents.vouchers_file', 'text', 'vouchers-1042-en.pdf'),
    v('documents.dossier_url', 'url', 'https://caminoways.example.com/dossiers/sarria-santiago.pdf'),
  ],
  traveller_page: [
    v('traveller_page.url', 'url', 'https://backoffice.example.com/traveller/1042.1900000000.sample'),
    v('traveller_page.expires_at', 'date', '2027-06-15'),
  ],
  prepayment: [
    v('prepayment.amount', 'money', '€186.00'),
    v('prepayment.due_date', 'date', '2027-04-15'),
  ],
} as const satisfies Record<string, readonly TemplateVariable[]>;

export type VariableSet = keyof typeof variableSets;

/** The variables a template may use, set by set. */
export const variablesOf = (template: TemplateDef): readonly TemplateVariable[] =>
  template.sets.flatMap((set) => variableSets[set]);
