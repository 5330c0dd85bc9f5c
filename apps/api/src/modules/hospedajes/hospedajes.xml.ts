/**
 * The inner XML of SES.Hospedajes communications (MIR-HOSPE-DSI-WS "Comunicaciones", RD 933/2021): an RH
 * (reserva de hospedaje) registration and the cancellation of a communication by its code. Element order
 * follows the schema's sequences: the Ministry refuses a communication whose elements are out of order.
 */
export const rhNamespace = 'http://www.neg.hospedajes.mir.es/altaReservaHospedaje';
export const cancelNamespace = 'http://www.neg.hospedajes.mir.es/anularComunicacion';

export interface XmlAddress {
  address: string;
  /** The INE code (5 digits) for an address in Spain; the name elsewhere. */
  municipalityCode: string;
  municipalityName: string;
  postalCode: string;
  /** ISO 3166-1 alpha-3. */
  country: string;
}

export interface XmlPerson {
  role: 'TI' | 'VI';
  firstName: string;
  surname1: string;
  surname2: string;
  documentType: string;
  documentNumber: string;
  documentSupport: string;
  birthDate: string;
  nationality: string;
  sex: string;
  address: XmlAddress;
  phone: string;
  email: string;
  relationship: string;
}

export interface RhBooking {
  establishment: { type: string; name: string; address: XmlAddress };
  reference: string;
  contractDate: string;
  checkin: string;
  checkout: string;
  people: number;
  rooms: number;
  paymentType: string;
  persons: XmlPerson[];
}

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
export const escapeXml = (value: string) => value.replace(/[&<>"']/g, (c) => escapes[c]);

/** An element with text; an optional one that is empty is left out. */
const el = (name: string, value: string | number) => `<${name}>${escapeXml(String(value))}</${name}>`;
const opt = (name: string, value: string | number) => (value === '' ? '' : el(name, value));

function address(a: XmlAddress) {
  const municipality =
    a.country === 'ESP' && a.municipalityCode
      ? el('codigoMunicipio', a.municipalityCode)
      : el('nombreMunicipio', a.municipalityName);
  return `<direccion>${el('direccion', a.address)}${municipality}${el('codigoPostal', a.postalCode)}${el('pais', a.country)}</direccion>`;
}

function person(p: XmlPerson) {
  return (
    '<persona>' +
    el('rol', p.role) +
    el('nombre', p.firstName) +
    el('apellido1', p.surname1) +
    opt('apellido2', p.surname2) +
    opt('tipoDocumento', p.documentType) +
    opt('numeroDocumento', p.documentNumber) +
    opt('soporteDocumento', p.documentSupport) +
    el('fechaNacimiento', p.birthDate) +
    opt('nacionalidad', p.nationality) +
    opt('sexo', p.sex) +
    address(p.address) +
    opt('telefono', p.phone) +
    opt('correo', p.email) +
    opt('parentesco', p.relationship) +
    '</persona>'
  );
}

const header = '<?xml version="1.0" encoding="UTF-8"?>';

/** The RH registration (operation A) of one night's booking. Check-in and check-out as date-times. */
export function rhXml(b: RhBooking): string {
  const e = b.establishment;
  return (
    `${header}<ns2:peticion xmlns:ns2="${rhNamespace}"><solicitud><comunicacion>` +
    `<establecimiento><datosEstablecimiento>${el('tipo', e.type)}${el('nombre', e.name)}${address(e.address)}</datosEstablecimiento></establecimiento>` +
    '<contrato>' +
    el('referencia', b.reference) +
    el('fechaContrato', b.contractDate) +
    el('fechaEntrada', `${b.checkin}T00:00:00`) +
    el('fechaSalida', `${b.checkout}T00:00:00`) +
    el('numPersonas', b.people) +
    (b.rooms > 0 ? el('numHabitaciones', b.rooms) : '') +
    el('internet', 'false') +
    `<pago>${el('tipoPago', b.paymentType)}</pago>` +
    '</contrato>' +
    b.persons.map(person).join('') +
    '</comunicacion></solicitud></ns2:peticion>'
  );
}

/** The cancellation (operation B) of an accepted communication, named by the code the Ministry gave it. */
export const cancelXml = (communicationCode: string) =>
  `${header}<ns2:comunicaciones xmlns:ns2="${cancelNamespace}">${el('codigoComunicacion', communicationCode)}</ns2:comunicaciones>`;
