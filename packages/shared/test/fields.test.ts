import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineFields, type FieldDef, fieldKinds } from '../src/fields/define.ts';
import { formControlOf } from '../src/fields/form.ts';
import { fieldMessages, inputShape, schemaOf } from '../src/fields/input.ts';
import { filterKindOf, listColumns, listFields } from '../src/fields/list.ts';
import { defineResource, type ResourceDescriptor } from '../src/list/descriptor.ts';
import { fieldKinds as filterKinds } from '../src/list/kinds.ts';
import { providerFields } from '../src/modules/providers/providers.fields.ts';
import { providersResource } from '../src/modules/providers/providers.resource.ts';
import { createProviderBody } from '../src/modules/providers/providers.schema.ts';
import { tripFields } from '../src/modules/trips/trips.fields.ts';
import { tripsResource } from '../src/modules/trips/trips.resource.ts';
import { tripInfoFields } from '../src/modules/trips/trips.schema.ts';
import { messages } from '../src/validation/messages.ts';

/** The first message a schema answers for a value, or null when it takes it. */
const problem = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0].message;
};
const parsed = (schema: z.ZodType, value: unknown) => schema.parse(value);
/** A list filter by name, whatever the catalogue's type says it holds. */
const filterNamed = (resource: ResourceDescriptor<string>, name: string) => resource.fields[name];

describe('a field kind gives the request check with the spec messages', () => {
  it('texts: required, length, email, phone, clock', () => {
    const name = schemaOf({ kind: 'text', label: 'Name', max: 5, required: true });
    expect(problem(name, '   ')).toBe(messages.required);
    expect(problem(name, 'abcdef')).toBe(messages.maxLength(5));
    const note = schemaOf({ kind: 'longText', label: 'Note', max: 3 });
    expect(parsed(note, undefined)).toBe('');
    expect(problem(note, 'abcd')).toBe(messages.maxLength(3));
    const email = schemaOf({ kind: 'email', label: 'Email', max: 100 });
    expect(problem(email, 'not an address')).toBe(messages.email);
    expect(parsed(email, undefined)).toBe('');
    expect(problem(schemaOf({ kind: 'phone', label: 'Phone', max: 100 }), '600 111')).toBe(
      'Invalid phone number',
    );
    const clock = schemaOf({ kind: 'clock', label: 'From' });
    expect(problem(clock, '25:00')).toBe(fieldMessages.clock);
    expect(parsed(clock, ' 09:30 ')).toBe('09:30');
  });

  it('numbers: whole or not, bounds, null or a default', () => {
    const count = schemaOf({ kind: 'number', label: 'People', min: 0, max: 9, decimals: 0, default: 1 });
    expect(parsed(count, undefined)).toBe(1);
    expect(problem(count, -1)).toBe(messages.negative);
    expect(problem(count, 1.5)).not.toBeNull();
    expect(problem(count, 10)).not.toBeNull();
    const rate = schemaOf({
      kind: 'number',
      label: 'Latitude',
      min: -90,
      max: 90,
      decimals: 7,
      nullable: true,
    });
    expect(parsed(rate, undefined)).toBeNull();
    expect(parsed(rate, -12.5)).toBe(-12.5);
    expect(problem(rate, 91)).not.toBeNull();
    const price = schemaOf({ kind: 'money', label: 'Price', default: 0 });
    expect(parsed(price, undefined)).toBe(0);
    expect(problem(price, -0.01)).toBe(messages.negative);
  });

  it('dates: missing and malformed say different things', () => {
    const day = schemaOf(
      { kind: 'date', label: 'Start', required: true },
      { dateMissing: 'Enter the date.' },
    );
    expect(problem(day, '')).toBe('Enter the date.');
    expect(problem(day, '2026-02-30')).toBe(fieldMessages.dateFormat);
    expect(parsed(schemaOf({ kind: 'date', label: 'Paid' }), undefined)).toBeNull();
  });

  it('choices and lookups: required, default, none', () => {
    const choices = [
      { value: 'on', label: 'On' },
      { value: 'off', label: 'Off' },
    ];
    const state = schemaOf({ kind: 'choice', label: 'State', choices, default: 'on' });
    expect(parsed(state, undefined)).toBe('on');
    expect(problem(state, 'maybe')).not.toBeNull();
    const category = schemaOf({ kind: 'lookup', label: 'Category', lookup: 'categories', required: true });
    expect(problem(category, 0)).toBe(messages.required);
    expect(problem(category, undefined)).toBe(messages.required);
    expect(parsed(schemaOf({ kind: 'lookup', label: 'Brand', lookup: 'brands' }), undefined)).toBeNull();
    expect(parsed(schemaOf({ kind: 'lookup', label: 'Status', lookup: 's', default: 2 }), undefined)).toBe(2);
    const status = schemaOf({ kind: 'lookup', label: 'Status', lookup: 's', nullable: false });
    expect(parsed(status, undefined)).toBeUndefined();
    expect(problem(status, null)).not.toBeNull();
    const tags = schemaOf({ kind: 'lookups', label: 'Tags', lookup: 'tags', max: 2 });
    expect(parsed(tags, undefined)).toEqual([]);
    expect(problem(tags, [1, 2, 3])).not.toBeNull();
  });
});

describe('a field kind gives its list filter and form control', () => {
  it('maps every kind to a filter kind of the wire format', () => {
    for (const kind of fieldKinds) expect(filterKinds).toContain(filterKindOf[kind]);
    expect(filterKindOf.number).toBe('numeric');
    expect(filterKindOf.lookup).toBe('autocomplete');
    expect(filterKindOf.lookups).toBe('tags');
  });

  it('gives the control and its bounds', () => {
    expect(formControlOf({ kind: 'number', label: 'N', min: 1, max: 9, decimals: 0, default: 1 })).toEqual({
      kind: 'number',
      min: 1,
      max: 9,
      decimals: 0,
      empty: 1,
    });
    expect(formControlOf({ kind: 'number', label: 'N', min: -9, max: 9, nullable: true })).toEqual({
      kind: 'number',
      min: -9,
      max: 9,
    });
    expect(formControlOf({ kind: 'longText', label: 'T', max: 40 })).toEqual({ kind: 'textarea', max: 40 });
    expect(formControlOf({ kind: 'clock', label: 'C' })).toEqual({ kind: 'text', max: 5 });
    expect(formControlOf({ kind: 'text', label: 'E', max: 100, form: { control: 'email' } })).toEqual({
      kind: 'email',
      max: 100,
    });
    expect(formControlOf({ kind: 'lookup', label: 'L', lookup: 'places', searched: true })).toEqual({
      kind: 'remote',
      resource: 'places',
    });
    expect(formControlOf({ kind: 'lookup', label: 'S', lookup: 'statuses', default: 1 })).toEqual({
      kind: 'lookup',
      lookup: 'statuses',
      required: true,
    });
  });
});

describe('one definition: a field changed in the catalogue changes the input, the list and the form', () => {
  const catalogue = (nights: FieldDef) =>
    defineFields({
      name: {
        kind: 'text',
        label: 'Name',
        max: 50,
        required: true,
        filter: { sortable: true },
        column: { default: true },
      },
      nights,
      paid: { kind: 'money', label: 'Paid', input: false, filter: {}, column: { default: false } },
    });
  const derived = (nights: FieldDef) => {
    const fields = catalogue(nights);
    const resource = defineResource({
      name: 'stays',
      label: 'Stays',
      fields: listFields(fields),
      defaultSort: 'name',
      defaultOrder: 'asc',
      pageSize: 10,
      columns: listColumns(fields, ['name', 'nights', 'paid']),
      searchable: false,
    });
    return { input: z.object(inputShape(fields)), resource, form: formControlOf(fields.nights) };
  };

  it('as a short text, then as a count of nights', () => {
    const before = derived({
      kind: 'text',
      label: 'Nights',
      max: 3,
      filter: {},
      column: { default: false },
    });
    expect(Object.keys(before.input.shape)).toEqual(['name', 'nights']);
    expect(problem(before.input, { name: 'A', nights: 'four' })).toBe(messages.maxLength(3));
    expect(filterNamed(before.resource, 'nights')).toMatchObject({
      kind: 'text',
      label: 'Nights',
      sortable: false,
    });
    expect(filterNamed(before.resource, 'nights').operators).toEqual(['contains', 'is']);
    expect(before.resource.columns.map((c) => c.slug)).toEqual(['name', 'nights', 'paid']);
    expect(before.form).toEqual({ kind: 'text', max: 3 });

    const after = derived({
      kind: 'number',
      label: 'Nights booked',
      min: 1,
      max: 30,
      decimals: 0,
      default: 1,
      filter: { sortable: true },
      column: { label: 'Nights', default: true },
    });
    expect(after.input.parse({ name: 'A' })).toEqual({ name: 'A', nights: 1 });
    expect(problem(after.input, { name: 'A', nights: 31 })).not.toBeNull();
    expect(filterNamed(after.resource, 'nights')).toMatchObject({
      kind: 'numeric',
      label: 'Nights booked',
      sortable: true,
    });
    expect(after.resource.sortKeys).toContain('nights');
    expect(after.resource.columns[1]).toEqual({ slug: 'nights', label: 'Nights', default: true });
    expect(after.form).toEqual({ kind: 'number', min: 1, max: 30, decimals: 0, empty: 1 });
  });

  it('a field the list alone has is in no request', () => {
    const { input, resource } = derived({ kind: 'boolean', label: 'Nights', column: { default: true } });
    expect(Object.keys(input.shape)).not.toContain('paid');
    expect(resource.fields.paid.kind).toBe('numeric');
  });
});

describe('a catalogue is checked where it is declared', () => {
  const refused = (field: FieldDef) => () => defineFields({ field });
  it('refuses what cannot be derived', () => {
    expect(refused({ kind: 'number', label: 'N', min: 5, max: 1 })).toThrow(/min above max/);
    expect(refused({ kind: 'number', label: 'N', min: 0, max: 5, default: 6 })).toThrow(/default/);
    expect(
      refused({ kind: 'choice', label: 'C', choices: [{ value: 'a', label: 'A' }], default: 'b' }),
    ).toThrow(/not a choice/);
    expect(refused({ kind: 'text', label: 'T', max: 5, form: { max: 6 } })).toThrow(/form allows more/);
    expect(refused({ kind: 'date', label: 'D', form: { control: 'email' } })).toThrow(/no email control/);
    expect(refused({ kind: 'lookup', label: 'L', lookup: 'x', required: true, default: 1 })).toThrow(
      /required/,
    );
    expect(refused({ kind: 'lookup', label: 'L' })).toThrow(/names its list/);
    expect(refused({ kind: 'boolean', label: 'B', input: false })).toThrow(/neither/);
    expect(refused({ kind: 'text', label: ' ', max: 5 })).toThrow(/no label/);
  });

  it('places every column once', () => {
    const fields = defineFields({
      a: { kind: 'text', label: 'A', max: 5, column: { default: true } },
      b: { kind: 'text', label: 'B', max: 5, column: { default: false } },
    });
    expect(() => listColumns(fields, ['a'])).toThrow(/not placed: b/);
    expect(() => listColumns(fields, ['a', 'b', 'c'])).toThrow(/'c' is not in the catalogue/);
  });
});

describe('the trip and provider catalogues', () => {
  it('derive the save contracts, the lists and a control for every field a form edits', () => {
    for (const [fields, shape] of [
      [tripFields, tripInfoFields],
      [providerFields, createProviderBody.shape],
    ] as const) {
      const inputs = Object.entries(fields).filter(([, f]) => f.input !== false);
      for (const [key, field] of inputs) {
        expect(Object.keys(shape)).toContain(key);
        expect(() => formControlOf(field)).not.toThrow();
      }
    }
    const filters = (fields: Record<string, FieldDef>) =>
      Object.entries(fields)
        .filter(([, f]) => f.filter)
        .map(([key]) => key);
    expect(tripsResource.fieldNames).toEqual(filters(tripFields));
    expect(providersResource.fieldNames).toEqual(filters(providerFields));
    expect(tripsResource.fields.tags).toMatchObject({ kind: 'autocomplete', options: 'trip_tags' });
    expect(providersResource.fields.tags).toMatchObject({ kind: 'tags', options: 'provider_tags' });
    expect(tripsResource.columns).toHaveLength(32);
  });
});
