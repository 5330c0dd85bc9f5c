import { messages } from '@trips/shared/validation/messages';
import { describe, expect, it } from 'vitest';
import { checkFields, fieldProblem } from '../src/engine/form/checkFields';
import { numberRead } from '../src/engine/form/controls/TypedNumberInput';
import type { FieldSpec } from '../src/engine/form/fieldSpec';
import { fractionOf, labelText, percentOf } from '../src/engine/form/fieldSpec';
import { providerSections } from '../src/modules/providers/form/fieldSpecs';
import { tripAreas } from '../src/modules/trips/form/tripFields';
import { ownFields, serviceGroups } from '../src/modules/trips/sections/rowFields';

const spec = <S extends FieldSpec>(s: S) => s;

describe('form engine: checks by spec', () => {
  it('gives texts the shared messages: required, only spaces, length, email', () => {
    const name = spec({ key: 'name', label: 'Name', kind: 'text', max: 5, required: true });
    expect(fieldProblem(name, '')).toBe(messages.required);
    expect(fieldProblem(name, '   ')).toBe(messages.required);
    expect(fieldProblem(name, 'abcdef')).toBe(messages.maxLength(5));
    expect(fieldProblem(name, 'abc')).toBeNull();
    const optional = spec({ key: 'note', label: 'Note', kind: 'textarea', max: 50 });
    expect(fieldProblem(optional, '  ')).toBe(messages.onlySpaces);
    expect(fieldProblem(optional, '')).toBeNull();
    const mail = spec({ key: 'mail', label: 'Email', kind: 'email', max: 100 });
    expect(fieldProblem(mail, 'not-an-address')).toBe(messages.email);
    expect(fieldProblem(mail, 'a@example.com')).toBeNull();
  });

  it('names a negative or out-of-range number instead of clamping it', () => {
    const travellers = spec({ key: 't', label: 'Travellers', kind: 'number', min: 0, max: 10, decimals: 0 });
    expect(fieldProblem(travellers, -2)).toBe(messages.negative);
    expect(fieldProblem(travellers, 11)).toBe('must be at most 10');
    expect(fieldProblem(travellers, '-')).toBe(messages.notNumber);
    expect(fieldProblem(travellers, null)).toBeNull();
    const version = spec({ key: 'v', label: 'Version', kind: 'number', min: 1, max: 9, decimals: 0 });
    expect(fieldProblem(version, 0)).toBe('must be at least 1');
    expect(fieldProblem(spec({ key: 'p', label: 'Price', kind: 'money' }), -0.01)).toBe(messages.negative);
    expect(fieldProblem(spec({ key: 'r', label: 'Rate', kind: 'percentage', max: 0.5 }), 0.6)).toBe(
      'must be at most 50',
    );
  });

  it('requires a chosen row, and skips the fields a form does not hold', () => {
    const status = spec({ key: 'status_id', label: 'Status', kind: 'lookup', lookup: 's', required: true });
    const tags = spec({ key: 'tag_ids', label: 'Tags', kind: 'lookups', lookup: 't', required: true });
    expect(checkFields([status, tags], { status_id: null, tag_ids: [] })).toEqual({
      status_id: messages.required,
      tag_ids: messages.required,
    });
    expect(checkFields([status, tags], {})).toEqual({});
  });

  it('reads typed numbers: empty as the spec says, partial text kept for the check or dropped', () => {
    expect(numberRead(null)('')).toBeNull();
    expect(numberRead(0)('')).toBe(0);
    expect(numberRead(null)('0.50')).toBe(0.5);
    expect(numberRead(null)('-')).toBe('-');
    expect(numberRead(null, false)('-')).toBeNull();
    expect(percentOf(0.07)).toBe(7);
    expect(fractionOf(5.5)).toBe(0.055);
  });
});

describe('form engine: the forms are specs', () => {
  const all: FieldSpec[] = [
    ...providerSections.flatMap((s): readonly FieldSpec[] => s.fields),
    ...tripAreas.flatMap((a): readonly FieldSpec[] => a.fields),
    ...serviceGroups.flatMap((g) => g.fields),
    ...Object.values(ownFields).flat(),
  ];

  it('gives every field of the provider, trip and trip-row forms a label and a kind the control knows', () => {
    const kinds = new Set([
      'text',
      'email',
      'url',
      'tel',
      'textarea',
      'number',
      'money',
      'percentage',
      'date',
    ]);
    for (const k of ['boolean', 'select', 'lookup', 'lookups', 'remote', 'languages', 'image']) kinds.add(k);
    for (const field of all) {
      expect(labelText(field.label).trim()).not.toBe('');
      expect(kinds.has(field.kind)).toBe(true);
    }
  });

  it('holds every value a new record starts with as valid', () => {
    const empties = Object.fromEntries(all.map((f) => [f.key, 'empty' in f ? f.empty : undefined]));
    expect(checkFields(all, empties)).toEqual({});
  });
});
