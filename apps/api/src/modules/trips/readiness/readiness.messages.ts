import type { ReaderLanguage } from '../../../db/reader-language.ts';

type Values = Record<string, string | number>;
type Words = {
  [K in MessageKey]: (v: Values, w: Helpers) => string;
};
interface Helpers {
  day: (d: string | number) => string;
  section: (s: string | number) => string;
  reason: (r: string | number) => string;
  plural: (n: string | number, one: string, other: string) => string;
  money: (n: string | number) => string;
}

export type MessageKey =
  | 'luggageMissing'
  | 'nightMissing'
  | 'nightDoubled'
  | 'noRooms'
  | 'fewBeds'
  | 'noProvider'
  | 'declined'
  | 'noTripPrice'
  | 'negativeMargin'
  | 'noCustomer'
  | 'noCustomerEmail'
  | 'noBrand'
  | 'noOwner'
  | 'modificationPending'
  | 'cancellationPending'
  | 'noRoute'
  | 'noPrice'
  | 'unconfirmed'
  | 'travellerData'
  | 'vouchersNotSent'
  | 'vouchersOutdated'
  | 'freeCancellation';

const en: { words: Words; sections: Values; reasons: Values; locale: string } = {
  locale: 'en-GB',
  words: {
    luggageMissing: (v, w) =>
      `No luggage transfer from ${v.from} to ${v.to} on ${w.day(v.date)}: ${w.reason(v.reason)}`,
    nightMissing: (v, w) =>
      w.plural(
        v.count,
        `No accommodation for the night of ${w.day(v.date)}`,
        `No accommodation for ${v.count} nights from ${w.day(v.date)}`,
      ),
    nightDoubled: (v, w) =>
      w.plural(
        v.count,
        `Two accommodations for the night of ${w.day(v.date)}`,
        `Two accommodations for ${v.count} nights from ${w.day(v.date)}`,
      ),
    noRooms: (v, w) => `No rooms at ${v.provider} on ${w.day(v.date)}`,
    fewBeds: (v, w) =>
      `${w.plural(v.beds, '1 bed', `${v.beds} beds`)} for ${v.people} people at ${v.provider} on ${w.day(v.date)}`,
    noProvider: (v, w) =>
      v.date
        ? `${w.section(v.section)} on ${w.day(v.date)} has no provider`
        : `${w.section(v.section)} without a provider`,
    declined: (v, w) =>
      `${w.section(v.section)} on ${w.day(v.date)}: ${v.provider} ${v.status === 'no_response' ? 'did not answer' : 'declined'} and no provider of the priority list is left to ask`,
    noRoute: (v, w) =>
      v.date
        ? `No transfer route from ${v.from} to ${v.to} for the transfer on ${w.day(v.date)}`
        : `No transfer route from ${v.from} to ${v.to}`,
    noPrice: (v, w) =>
      `${w.section(v.section)} at ${v.provider} on ${w.day(v.date)} has no price from its rates`,
    unconfirmed: (v, w) =>
      `${w.section(v.section)} at ${v.provider} on ${w.day(v.date)} is not confirmed (${v.status})`,
    travellerData: (v, w) =>
      `SES.Hospedajes still needs the travellers' data for the night at ${v.provider} on ${w.day(v.date)}`,
    vouchersNotSent: (v, w) => `The customer's documents are not sent; the trip starts on ${w.day(v.date)}`,
    vouchersOutdated: (v, w) =>
      `The customer's documents changed and are not sent again; the trip starts on ${w.day(v.date)}`,
    freeCancellation: (v, w) => `Free cancellation at ${v.provider} ends on ${w.day(v.date)}`,
    noTripPrice: () => 'The trip has no price',
    negativeMargin: (v, w) => `The price (${w.money(v.price)}) is below the cost (${w.money(v.cost)})`,
    noCustomer: () => "The customer's name and email are missing",
    noCustomerEmail: () => "The customer's email is missing",
    noBrand: () => 'The trip has no brand',
    noOwner: () => 'The trip has no operations owner',
    modificationPending: (v, w) =>
      `${w.section(v.section)} at ${v.provider} on ${w.day(v.date)}: the provider has not answered the changes`,
    cancellationPending: (v, w) =>
      `${w.section(v.section)} at ${v.provider} on ${w.day(v.date)}: the provider has not confirmed the cancellation`,
  },
  sections: {
    accommodations: 'Accommodation',
    luggage_transfers: 'Luggage transfer',
    normal_transfers: 'Transfer',
    other_services: 'Service',
  },
  reasons: {
    deleted: 'its automatic row was deleted by hand',
    no_route: 'there is no route between the two places',
    no_rate: 'no carrier has an automated luggage rate for this route',
    cancelled: 'its luggage transfer is cancelled',
    not_built: 'save the trip to create it',
  },
};

const es: typeof en = {
  locale: 'es-ES',
  words: {
    luggageMissing: (v, w) =>
      `Sin traslado de equipaje de ${v.from} a ${v.to} el ${w.day(v.date)}: ${w.reason(v.reason)}`,
    nightMissing: (v, w) =>
      w.plural(
        v.count,
        `Sin alojamiento para la noche del ${w.day(v.date)}`,
        `Sin alojamiento durante ${v.count} noches desde el ${w.day(v.date)}`,
      ),
    nightDoubled: (v, w) =>
      w.plural(
        v.count,
        `Dos alojamientos para la noche del ${w.day(v.date)}`,
        `Dos alojamientos durante ${v.count} noches desde el ${w.day(v.date)}`,
      ),
    noRooms: (v, w) => `Sin habitaciones en ${v.provider} el ${w.day(v.date)}`,
    fewBeds: (v, w) =>
      `${w.plural(v.beds, '1 cama', `${v.beds} camas`)} para ${v.people} personas en ${v.provider} el ${w.day(v.date)}`,
    noProvider: (v, w) =>
      v.date
        ? `${w.section(v.section)} del ${w.day(v.date)} sin proveedor`
        : `${w.section(v.section)} sin proveedor`,
    declined: (v, w) =>
      `${w.section(v.section)} del ${w.day(v.date)}: ${v.provider} ${v.status === 'no_response' ? 'no respondió' : 'lo rechazó'} y no queda ningún proveedor de la lista de prioridad al que pedirlo`,
    noRoute: (v, w) =>
      v.date
        ? `No hay ruta de traslado de ${v.from} a ${v.to} para el traslado del ${w.day(v.date)}`
        : `No hay ruta de traslado de ${v.from} a ${v.to}`,
    noPrice: (v, w) =>
      `${w.section(v.section)} en ${v.provider} el ${w.day(v.date)} sin precio en sus tarifas`,
    unconfirmed: (v, w) =>
      `${w.section(v.section)} en ${v.provider} el ${w.day(v.date)} sin confirmar (${v.status})`,
    travellerData: (v, w) =>
      `SES.Hospedajes aún necesita los datos de los viajeros para la noche en ${v.provider} del ${w.day(v.date)}`,
    vouchersNotSent: (v, w) =>
      `Los documentos del cliente no se han enviado; el viaje empieza el ${w.day(v.date)}`,
    vouchersOutdated: (v, w) =>
      `Los documentos del cliente cambiaron y no se han vuelto a enviar; el viaje empieza el ${w.day(v.date)}`,
    freeCancellation: (v, w) => `La cancelación gratuita en ${v.provider} termina el ${w.day(v.date)}`,
    noTripPrice: () => 'El viaje no tiene precio',
    negativeMargin: (v, w) => `El precio (${w.money(v.price)}) es inferior al coste (${w.money(v.cost)})`,
    noCustomer: () => 'Faltan el nombre y el correo electrónico del cliente',
    noCustomerEmail: () => 'Falta el correo electrónico del cliente',
    noBrand: () => 'El viaje no tiene marca',
    noOwner: () => 'El viaje no tiene responsable de operaciones',
    modificationPending: (v, w) =>
      `${w.section(v.section)} en ${v.provider} el ${w.day(v.date)}: el proveedor no ha respondido a los cambios`,
    cancellationPending: (v, w) =>
      `${w.section(v.section)} en ${v.provider} el ${w.day(v.date)}: el proveedor no ha confirmado la cancelación`,
  },
  sections: {
    accommodations: 'Alojamiento',
    luggage_transfers: 'Traslado de equipaje',
    normal_transfers: 'Traslado',
    other_services: 'Servicio',
  },
  reasons: {
    deleted: 'su fila automática se borró a mano',
    no_route: 'no hay ruta entre los dos lugares',
    no_rate: 'ningún transportista tiene una tarifa automática de equipaje para esta ruta',
    cancelled: 'su traslado de equipaje está cancelado',
    not_built: 'guarde el viaje para crearlo',
  },
};

/** Staff read the interface in English or Spanish; German readers get the English. */
const catalogues: Record<ReaderLanguage, typeof en> = { en, es, de: en };

/** A problem's message in the reader's language, its days written as that language writes them. */
export function sayIn(language: ReaderLanguage, key: MessageKey, values: Values = {}): string {
  const c = catalogues[language];
  const days = new Intl.DateTimeFormat(c.locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const plurals = new Intl.PluralRules(c.locale);
  const money = new Intl.NumberFormat(c.locale, {
    style: 'currency',
    currency: 'EUR',
    useGrouping: 'always',
  } as unknown as Intl.NumberFormatOptions);
  const helpers: Helpers = {
    day: (d) => days.format(new Date(String(d))),
    section: (s) => String(c.sections[String(s)] ?? s),
    reason: (r) => String(c.reasons[String(r)] ?? r),
    plural: (n, one, other) => (plurals.select(Number(n)) === 'one' ? one : other),
    money: (n) => money.format(Number(n)),
  };
  return c.words[key](values, helpers);
}
