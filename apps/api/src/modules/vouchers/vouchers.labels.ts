import type { VoucherLang } from '@trips/shared/modules/vouchers/vouchers.constants';

/** The PDF's fixed texts in the customer's language; values in braces are filled in by `fill`. */
const en = {
  title: 'Travel vouchers',
  tripRef: 'Trip {id}',
  customer: 'Customer',
  dates: 'Dates',
  introduction: 'Introduction',
  serviceOf: 'Service {n} of {total}',
  accommodation: 'Accommodation',
  luggage: 'Luggage transfer',
  transfer: 'Transfer',
  other: 'Service',
  provider: 'Provider',
  location: 'Place',
  checkin: 'Check-in',
  checkout: 'Check-out',
  nights: 'Nights',
  date: 'Date',
  from: 'From',
  to: 'To',
  people: 'People',
  bags: 'Bags',
  rooms: 'Rooms',
  meals: 'Meals',
  meetingPoint: 'Meeting point',
  confirmation: 'Confirmation number',
  comments: 'Comments',
  observations: 'Observations',
  noTime: 'Time to be confirmed',
  single: 'single',
  double: 'double',
  twin: 'twin',
  triple: 'triple',
  stampsTitle: 'Your Compostela',
  stamps:
    'To receive the Compostela, collect at least two stamps a day in your pilgrim passport (credencial) during the last 100 km to Santiago.',
  page: 'Page {n} of {total}',
} as const;

export type VoucherLabels = Record<keyof typeof en, string>;

const es: VoucherLabels = {
  title: 'Bonos de viaje',
  tripRef: 'Viaje {id}',
  customer: 'Cliente',
  dates: 'Fechas',
  introduction: 'Introducción',
  serviceOf: 'Servicio {n} de {total}',
  accommodation: 'Alojamiento',
  luggage: 'Transporte de equipaje',
  transfer: 'Traslado',
  other: 'Servicio',
  provider: 'Proveedor',
  location: 'Lugar',
  checkin: 'Entrada',
  checkout: 'Salida',
  nights: 'Noches',
  date: 'Fecha',
  from: 'Desde',
  to: 'Hasta',
  people: 'Personas',
  bags: 'Maletas',
  rooms: 'Habitaciones',
  meals: 'Comidas',
  meetingPoint: 'Punto de encuentro',
  confirmation: 'Número de confirmación',
  comments: 'Comentarios',
  observations: 'Observaciones',
  noTime: 'Hora por confirmar',
  single: 'individual',
  double: 'doble',
  twin: 'dos camas',
  triple: 'triple',
  stampsTitle: 'Tu Compostela',
  stamps:
    'Para obtener la Compostela, consigue al menos dos sellos al día en tu credencial de peregrino durante los últimos 100 km hasta Santiago.',
  page: 'Página {n} de {total}',
};

const de: VoucherLabels = {
  title: 'Reisegutscheine',
  tripRef: 'Reise {id}',
  customer: 'Kunde',
  dates: 'Reisedaten',
  introduction: 'Einführung',
  serviceOf: 'Leistung {n} von {total}',
  accommodation: 'Unterkunft',
  luggage: 'Gepäcktransport',
  transfer: 'Transfer',
  other: 'Leistung',
  provider: 'Anbieter',
  location: 'Ort',
  checkin: 'Anreise',
  checkout: 'Abreise',
  nights: 'Nächte',
  date: 'Datum',
  from: 'Von',
  to: 'Nach',
  people: 'Personen',
  bags: 'Gepäckstücke',
  rooms: 'Zimmer',
  meals: 'Verpflegung',
  meetingPoint: 'Treffpunkt',
  confirmation: 'Bestätigungsnummer',
  comments: 'Hinweise',
  observations: 'Anmerkungen',
  noTime: 'Uhrzeit wird noch bestätigt',
  single: 'Einzelzimmer',
  double: 'Doppelzimmer',
  twin: 'Zweibettzimmer',
  triple: 'Dreibettzimmer',
  stampsTitle: 'Ihre Compostela',
  stamps:
    'Für die Compostela sammeln Sie auf den letzten 100 km bis Santiago mindestens zwei Stempel pro Tag in Ihrem Pilgerpass (Credencial).',
  page: 'Seite {n} von {total}',
};

export const voucherLabels: Record<VoucherLang, VoucherLabels> = { en, es, de };

export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));

/** Dates as the customer reads them: '12 May 2027', '12 may 2027', '12. Mai 2027'. */
export function voucherDate(iso: unknown, lang: VoucherLang): string {
  if (!iso) return '';
  const day = new Date(`${String(iso).slice(0, 10)}T12:00:00Z`);
  const locale = { en: 'en-GB', es: 'es-ES', de: 'de-DE' }[lang];
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(day);
}
