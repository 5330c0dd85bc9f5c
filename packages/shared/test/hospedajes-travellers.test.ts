import { describe, expect, it } from 'vitest';
import { iso3Of } from '../src/modules/hospedajes/iso3.ts';
import {
  ageOn,
  spanishIdProblem,
  travellerMessages,
  travellerProblems,
} from '../src/modules/hospedajes/travellers.constants.ts';

const adult = {
  first_name: 'Ana',
  surname1: 'Vidal',
  document_type: 'NIF',
  document_number: '12345678Z',
  document_support: 'ABC123456',
  birth_date: '1980-05-01',
  municipality_code: '',
  relationship: '',
};

describe('traveller rules', () => {
  it('checks the DNI and NIE letters', () => {
    expect(spanishIdProblem('NIF', '12345678Z')).toBeNull();
    expect(spanishIdProblem('NIF', '00000000T')).toBeNull();
    expect(spanishIdProblem('NIF', '12345678A')).toBe(travellerMessages.dniLetter);
    expect(spanishIdProblem('NIF', '1234567Z')).toBe(travellerMessages.dniLetter);
    expect(spanishIdProblem('NIE', 'X1234567L')).toBeNull();
    expect(spanishIdProblem('NIE', 'Y1234567X')).toBeNull();
    expect(spanishIdProblem('NIE', 'Z1234567R')).toBeNull();
    expect(spanishIdProblem('NIE', 'X1234567A')).toBe(travellerMessages.nieLetter);
    expect(spanishIdProblem('PAS', 'anything')).toBeNull();
  });

  it('asks a support number for a Spanish card and a relationship for a minor on the first day', () => {
    expect(travellerProblems(adult, '2031-06-01', '2026-11-24')).toEqual({});
    expect(travellerProblems({ ...adult, document_support: '' }, '2031-06-01', '2026-11-24')).toEqual({
      document_support: travellerMessages.supportRequired,
    });
    const child = { ...adult, document_type: '', document_number: '', birth_date: '2013-06-02' };
    expect(travellerProblems(child, '2031-06-01', '2026-11-24')).toEqual({
      relationship: travellerMessages.relationshipRequired,
    });
    expect(travellerProblems(child, '2031-06-02', '2026-11-24')).toEqual({});
    expect(ageOn('2013-06-02', '2031-06-01')).toBe(17);
  });

  it('names countries by alpha-3', () => {
    expect([iso3Of('es'), iso3Of('GB'), iso3Of('IE'), iso3Of('VV')]).toEqual(['ESP', 'GBR', 'IRL', null]);
  });
});
