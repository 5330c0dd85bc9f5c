/**
 * Zod-free rules of a trip's travellers (RD 933/2021, SES.Hospedajes "persona"): the browser imports this
 * file. Codes are the Ministry's: document types, sexes and relationships of a minor to an adult.
 */
export const documentTypes = ['NIF', 'NIE', 'PAS', 'OTRO'] as const;
export type DocumentType = (typeof documentTypes)[number];
/** Spanish documents: the number carries a check letter and the card a support number. */
export const spanishDocuments: readonly string[] = ['NIF', 'NIE'];

export const sexes = ['H', 'M', 'O'] as const;
export const relationships = [
  'PM',
  'HJ',
  'AB',
  'NI',
  'HR',
  'TI',
  'SB',
  'BA',
  'BN',
  'CD',
  'CY',
  'SG',
  'YN',
  'TU',
  'OT',
] as const;

/** The Ministry's maximum lengths. */
export const travellerLimits = {
  name: 50,
  document: 15,
  support: 9,
  address: 100,
  municipalityName: 100,
  postalCode: 20,
  phone: 20,
  email: 250,
  travellers: 50,
  diet: 500,
} as const;

/** Under this age at check-in a traveller is a minor: the relationship to an adult is required. */
export const adultAge = 18;

export const travellerMessages = {
  nameRequired: 'Enter the first name.',
  surnameRequired: 'Enter the first surname.',
  dniLetter: 'This DNI is not valid: 8 digits and the right check letter (e.g. 12345678Z).',
  nieLetter: 'This NIE is not valid: X, Y or Z, 7 digits and the right check letter (e.g. X1234567L).',
  supportRequired: 'Enter the support number printed on the card (required for a DNI or NIE).',
  supportFormat: 'The support number has 9 letters and digits.',
  numberWithoutType: 'Choose the document type.',
  typeWithoutNumber: 'Enter the document number.',
  relationshipRequired: 'A minor needs the relationship to the adult they travel with.',
  municipalityCode: 'A Spanish municipality code (INE) has 5 digits.',
  birthInFuture: 'The birth date cannot be in the future.',
  stale:
    'These travellers were saved by someone else while you were editing. Reload them, then enter your changes again.',
  saved: 'Travellers saved',
} as const;

const checkLetters = 'TRWAGMYFPDXBNJZSQVHLCKE';
const letterOf = (digits: string) => checkLetters[Number(digits) % 23];

/** The DNI (NIF of a person) or NIE check: the letter must match the number. */
export function spanishIdProblem(type: string, number: string): string | null {
  const value = number.trim().toUpperCase();
  if (type === 'NIF') {
    const m = /^(\d{8})([A-Z])$/.exec(value);
    return m && letterOf(m[1]) === m[2] ? null : travellerMessages.dniLetter;
  }
  if (type === 'NIE') {
    const m = /^([XYZ])(\d{7})([A-Z])$/.exec(value);
    return m && letterOf(`${'XYZ'.indexOf(m[1])}${m[2]}`) === m[3] ? null : travellerMessages.nieLetter;
  }
  return null;
}

/** Whole years between a birth date and a day (both YYYY-MM-DD). */
export function ageOn(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number);
  const [y, m, d] = day.split('-').map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

export interface TravellerFields {
  first_name: string;
  surname1: string;
  document_type: string;
  document_number: string;
  document_support: string;
  birth_date: string | null;
  municipality_code: string;
  relationship: string;
}

/**
 * What a save refuses, by field: a Spanish number with a wrong letter, a Spanish card without its support
 * number, a minor (at `startDate`) without a relationship. Missing data is allowed: the Hospedajes report
 * lists what a communication still needs.
 */
export function travellerProblems(
  t: TravellerFields,
  startDate: string,
  today: string,
): Record<string, string> {
  const problems: Record<string, string> = {};
  if (t.first_name.trim() === '') problems.first_name = travellerMessages.nameRequired;
  if (t.surname1.trim() === '') problems.surname1 = travellerMessages.surnameRequired;
  const number = t.document_number.trim();
  if (number !== '' && t.document_type === '') problems.document_type = travellerMessages.numberWithoutType;
  if (number === '' && t.document_type !== '') problems.document_number = travellerMessages.typeWithoutNumber;
  const idProblem = number === '' ? null : spanishIdProblem(t.document_type, number);
  if (idProblem) problems.document_number = idProblem;
  if (spanishDocuments.includes(t.document_type) && number !== '') {
    const support = t.document_support.trim();
    if (support === '') problems.document_support = travellerMessages.supportRequired;
    else if (!/^[A-Za-z0-9]{9}$/.test(support)) problems.document_support = travellerMessages.supportFormat;
  }
  if (t.municipality_code !== '' && !/^\d{5}$/.test(t.municipality_code))
    problems.municipality_code = travellerMessages.municipalityCode;
  if (t.birth_date) {
    if (t.birth_date > today) problems.birth_date = travellerMessages.birthInFuture;
    else if (ageOn(t.birth_date, startDate) < adultAge && t.relationship === '')
      problems.relationship = travellerMessages.relationshipRequired;
  }
  return problems;
}
