import { adultAge, ageOn } from '../hospedajes/travellers.constants.ts';

export interface MissingInput {
  first_name: string;
  surname1: string;
  surname2: string;
  document_type: string;
  document_number: string;
  document_support: string;
  nationality_id: number | null;
  birth_date: string | null;
  sex: string;
  address: string;
  postal_code: string;
  country_id: number | null;
  municipality_code: string;
  municipality_name: string;
  phone: string;
  email: string;
  relationship: string;
}

/**
 * The fields a traveller still lacks for the SES.Hospedajes communication (the report's own rule, by field):
 * what the page asks for next to each card.
 */
export function missingFields(t: MissingInput, startDate: string, spainId: number | null): string[] {
  const adult = t.birth_date === null || ageOn(t.birth_date, startDate) >= adultAge;
  const spanishHome = spainId !== null && t.country_id === spainId;
  const gaps: [boolean, string][] = [
    [t.first_name.trim() === '', 'first_name'],
    [t.surname1.trim() === '', 'surname1'],
    [t.document_type === 'NIF' && t.surname2.trim() === '', 'surname2'],
    [t.birth_date === null, 'birth_date'],
    [adult && t.document_type === '', 'document_type'],
    [adult && t.document_number.trim() === '', 'document_number'],
    [
      adult && ['NIF', 'NIE'].includes(t.document_type) && t.document_support.trim() === '',
      'document_support',
    ],
    [!adult && t.relationship === '', 'relationship'],
    [t.nationality_id === null, 'nationality_id'],
    [t.sex === '', 'sex'],
    [t.address.trim() === '', 'address'],
    [t.postal_code.trim() === '', 'postal_code'],
    [t.country_id === null, 'country_id'],
    [spanishHome && t.municipality_code === '', 'municipality_code'],
    [!spanishHome && t.municipality_name.trim() === '', 'municipality_name'],
    [adult && t.phone.trim() === '' && t.email.trim() === '', 'phone'],
  ];
  return gaps.filter(([lacking]) => lacking).map(([, field]) => field);
}
