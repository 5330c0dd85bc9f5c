import { brandingLimits, brandingMessages } from '@trips/shared/modules/brandings/brandings.constants';
import { messages } from '@trips/shared/validation/messages';
import { describe, expect, it } from 'vitest';
import {
  blankBranding,
  checkBranding,
  fieldPaths,
  firstProblem,
  getIn,
  inputId,
  labelOf,
  placeProblems,
  sameValues,
  setIn,
  textPath,
  valuesOf,
  variantOf,
  withSummary,
} from '../src/modules/brandings/brandingDraft';

const brand = (id: number, name: string, is_active = true) => ({
  id,
  name,
  is_active,
  is_excel_import: false,
});

describe('brand values', () => {
  it('fills what a brand saved before its settings existed does not answer', () => {
    const values = valuesOf({
      name: 'Camino Ways',
      is_active: true,
      is_excel_import: false,
      pdf_settings: { logo: '' } as never,
      request_settings: { logo: '/api/v1/brandings/logos/a.png' } as never,
      customer_web_site_settings: {
        logo: '',
        voucher_texts: { wh: { cover_page: { grm: 'Hallo' } } },
      } as never,
    });
    expect(values.pdf_settings).toEqual({ phone: '', email: '', logo: '' });
    expect(values.request_settings).toEqual({
      url: '',
      phone: '',
      email: '',
      logo: '/api/v1/brandings/logos/a.png',
    });
    expect(values.customer_web_site_settings.voucher_texts.wh.cover_page).toEqual({
      eng: '',
      spn: '',
      grm: 'Hallo',
    });
    expect(values.customer_web_site_settings.voucher_texts.cds.introduction_page).toEqual({
      eng: '',
      spn: '',
      grm: '',
    });
    // Two answers of one brand compare equal whatever order the server wrote the keys in.
    expect(sameValues(values, valuesOf(JSON.parse(JSON.stringify(values))))).toBe(true);
  });

  it('starts a new brand switched on, not an Excel import, every text empty', () => {
    const blank = blankBranding();
    expect(blank.is_active).toBe(true);
    expect(blank.is_excel_import).toBe(false);
    for (const path of fieldPaths.filter((p) => p !== 'is_active' && p !== 'is_excel_import')) {
      expect(getIn(blank, path)).toBe('');
    }
  });

  it('edits one value by its path and leaves the rest shared', () => {
    const blank = blankBranding();
    const path = textPath('wh', 'cover_page', 'grm');
    const edited = setIn(blank, path, 'Willkommen');
    expect(getIn(edited, path)).toBe('Willkommen');
    expect(getIn(blank, path)).toBe('');
    expect(edited.pdf_settings).toBe(blank.pdf_settings);
    expect(edited.customer_web_site_settings.voucher_texts.cds).toBe(
      blank.customer_web_site_settings.voucher_texts.cds,
    );
    expect(sameValues(edited, blank)).toBe(false);
    expect(sameValues(setIn(edited, path, ''), blank)).toBe(true);
    expect(setIn(blank, 'is_active', false).is_active).toBe(false);
  });
});

describe('brand checks', () => {
  it('passes a blank brand only once it has a name', () => {
    expect(checkBranding(blankBranding())).toEqual({ name: messages.required });
    expect(checkBranding(setIn(blankBranding(), 'name', '   '))).toEqual({ name: messages.required });
    expect(checkBranding(setIn(blankBranding(), 'name', 'Test Brand'))).toEqual({});
  });

  it('reports every bad field at once with the server’s messages, by the server’s paths', () => {
    let values = setIn(blankBranding(), 'name', 'x'.repeat(brandingLimits.name + 1));
    values = setIn(values, 'request_settings.email', 'not-an-address');
    values = setIn(values, 'pdf_settings.phone', '1'.repeat(brandingLimits.phone + 1));
    values = setIn(values, textPath('ch', 'introduction_page', 'spn'), 'x'.repeat(brandingLimits.text + 1));
    values = setIn(values, 'customer_web_site_settings.url', 'bad\u0000url');
    expect(checkBranding(values)).toEqual({
      name: messages.maxLength(brandingLimits.name),
      'request_settings.email': messages.email,
      'pdf_settings.phone': messages.maxLength(brandingLimits.phone),
      [textPath('ch', 'introduction_page', 'spn')]: messages.maxLength(brandingLimits.text),
      'customer_web_site_settings.url': messages.notAllowedCharacters,
    });
  });

  it('puts server field errors on the fields, the rest in the list, and finds the first in screen order', () => {
    const placed = placeProblems({
      'customer_web_site_settings.voucher_texts.wh.cover_page.grm': 'Too long',
      'pdf_settings.logo': 'Choose a picture to upload',
      name: brandingMessages.nameTaken,
      version: 'Expected a number',
    });
    expect(placed.other).toEqual(['Expected a number']);
    expect(Object.keys(placed.fields)).toHaveLength(3);
    expect(firstProblem(placed.fields)).toBe('name');
    expect(firstProblem({ 'customer_web_site_settings.email': 'x', 'request_settings.url': 'y' })).toBe(
      'request_settings.url',
    );
    expect(firstProblem({})).toBeNull();
  });

  it('names each field for the problem list and the voucher tab it sits in', () => {
    expect(labelOf('name')).toBe('Name');
    expect(labelOf('request_settings.url')).toBe('Request URL');
    expect(labelOf('customer_web_site_settings.email')).toBe('Customer web site email');
    expect(labelOf(textPath('wh', 'cover_page', 'grm'))).toBe('Walking voucher cover page in German');
    expect(variantOf(textPath('ch', 'introduction_page', 'eng'))).toBe('ch');
    expect(variantOf('customer_web_site_settings.url')).toBeNull();
    expect(inputId('pdf_settings.email')).toBe('branding-pdf_settings-email');
    expect(new Set(fieldPaths).size).toBe(fieldPaths.length);
    expect(fieldPaths).toHaveLength(3 + 3 + 4 + 4 + 18);
  });
});

describe('the brand list', () => {
  it('puts a saved brand in name order, replacing its old entry', () => {
    const list = [brand(1, 'Camino Ways'), brand(3, 'Walk Spain')];
    expect(withSummary(list, brand(9, 'test Brand')).map((b) => b.id)).toEqual([1, 9, 3]);
    expect(withSummary(list, brand(1, 'Zebra', false)).map((b) => [b.id, b.name])).toEqual([
      [3, 'Walk Spain'],
      [1, 'Zebra'],
    ]);
  });
});
