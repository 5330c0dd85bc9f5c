import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  activeFilters,
  defaultFilterState,
  defineResource,
  listQuerySchema,
  listResultSchema,
  sanitizeState,
} from '../src/list/index.ts';
import { messages } from '../src/validation/messages.ts';
import { filterValue, tasks, trips } from './list-fixture.ts';

const schema = listQuerySchema(trips);
const text = (values: unknown[], option_type = 'contains') => ({ values, filter_type: 'text', option_type });
const numeric = (values: unknown[]) => ({ values, filter_type: 'numeric', option_type: 'between' });
const span = (values: unknown[]) => ({
  values,
  filter_type: 'date',
  option_type: 'in_the_last',
  value_type: 'day',
});

/** The messages of a rejected body (fails the test if it was accepted). */
function problems(body: unknown, s: z.ZodType = schema): string[] {
  const result = s.safeParse(body);
  expect(result.success).toBe(false);
  return result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];
}

describe('listQuerySchema', () => {
  it('accepts a body like the spec sends and fills what is missing with the defaults', () => {
    const body = { trip_name: text(['x']), order_by: 'start_date', order_type: 'desc', page: 1, count: 50 };
    const parsed = schema.parse({ ...body, search: '', search_hash: '', filter_id: null });
    expect(parsed).toEqual({ ...defaultFilterState(trips), trip_name: text(['x']) });
    expect(schema.parse({})).toEqual(defaultFilterState(trips));
    expect(activeFilters(trips, parsed)).toEqual([['trip_name', text(['x'])]]);
  });

  it('rejects an unknown field, naming it', () => {
    expect(problems({ trip_nam: text(['x']) })).toEqual([': Unknown trips filter: trip_nam']);
  });

  it('rejects an operator the field does not allow, naming the field and operator', () => {
    expect(problems({ trip_name: text(['x'], 'between') })).toEqual([
      "trip_name.option_type: Operator 'between' is not allowed for field 'trip_name' (text)",
    ]);
    expect(problems({ tags: { values: [1], filter_type: 'tags', option_type: 'is' } })[0]).toContain("'is'");
    expect(problems({ trip_name: { ...text(['x']), filter_type: 'numeric' } })[0]).toContain('trip_name');
  });

  it('takes between as [from, to] with either end open', () => {
    for (const ok of [[1, 2], [null, 2], ['', ''], [3, null], []]) {
      expect(schema.safeParse({ cost: numeric(ok) }).success).toBe(true);
    }
    expect(problems({ cost: numeric([1]) })[0]).toContain('[from, to]');
    expect(problems({ cost: numeric([1, 2, 3]) })[0]).toContain('[from, to]');
    expect(problems({ cost: numeric(['1', 2]) })[0]).toContain('wrong type');
    const dates = { values: ['2024-02-30', ''], filter_type: 'date', option_type: 'between' };
    expect(problems({ start_date: dates })[0]).toContain('start_date');
  });

  it('takes in_the_last and due_in as one positive integer', () => {
    expect(schema.safeParse({ start_date: span([7]) }).success).toBe(true);
    for (const bad of [[0], [-1], [1.5], ['7'], [7, 8]]) {
      expect(problems({ start_date: span(bad) })[0]).toContain('one positive integer');
    }
    expect(problems({ start_date: { ...span([7]), value_type: 'hour' } })[0]).toContain('value_type');
  });

  it('treats a filter with no non-blank value as off, and checks the types of the others', () => {
    expect(schema.safeParse({ trip_name: text(['', 'x']) }).success).toBe(true);
    expect(activeFilters(trips, schema.parse({ trip_name: text(['']) }))).toEqual([]);
    expect(problems({ trip_name: text([1]) })[0]).toContain('wrong type');
    expect(
      problems({ is_pending_tasks: { values: ['yes'], filter_type: 'boolean', option_type: 'is' } }),
    ).toHaveLength(1);
  });

  it('caps count at 1000 and needs page ≥ 1', () => {
    expect(schema.safeParse({ count: 1000 }).success).toBe(true);
    expect(problems({ count: 1001 })[0]).toMatch(/^count:/);
    expect(problems({ count: 0 })[0]).toMatch(/^count:/);
    expect(problems({ page: 0 })[0]).toMatch(/^page:/);
  });

  it('orders only by sortable keys', () => {
    expect(schema.safeParse({ order_by: 'operations_owner', order_type: 'asc' }).success).toBe(true);
    expect(problems({ order_by: 'tags' })).toEqual(["order_by: Cannot order trips by 'tags'"]);
    expect(problems({ order_type: 'up' })[0]).toMatch(/^order_type:/);
  });

  it('refuses text no column can hold and pages beyond an integer, as the browser checks do', () => {
    expect(problems({ search: 'a\u0000b' })).toEqual([`search: ${messages.notAllowedCharacters}`]);
    expect(problems({ trip_name: text(['\ud800']) })[0]).toMatch(/^trip_name\.values\.0: /);
    expect(problems({ page: 2_147_483_648 })[0]).toMatch(/^page:/);
    expect(problems({ filter_id: 2_147_483_648 })[0]).toMatch(/^filter_id:/);
    const hostile = { search: 'a\u0000b', trip_name: text(['\ud800']), page: 2_147_483_648 };
    expect(sanitizeState(trips, hostile)).toEqual(defaultFilterState(trips));
  });

  it('refuses a search on a list without search', () => {
    expect(problems({ search: 'x' }, listQuerySchema(tasks))).toEqual(['search: Tasks has no search']);
  });

  it('never throws, whatever JSON arrives', () => {
    const filterish = fc.record(
      {
        values: fc.oneof(fc.array(filterValue), fc.anything()),
        filter_type: fc.string(),
        option_type: fc.string(),
      },
      { requiredKeys: [] },
    );
    const bodyish = fc.dictionary(fc.constantFrom(...trips.fieldNames, 'page', 'order_by', 'x'), filterish);
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.jsonValue(), bodyish), (input) => {
        expect(() => schema.safeParse(input)).not.toThrow();
      }),
      { numRuns: 500 },
    );
  });
});

describe('defineResource', () => {
  const base = {
    name: 'x',
    label: 'X',
    defaultOrder: 'asc',
    pageSize: 10,
    columns: [],
    searchable: true,
  } as const;
  it('refuses a misconfigured descriptor', () => {
    const field = { kind: 'text', label: 'A', sortable: true } as const;
    expect(() => defineResource({ ...base, fields: { page: field }, defaultSort: 'page' })).toThrow();
    expect(() => defineResource({ ...base, fields: { a: field }, defaultSort: 'b' })).toThrow();
    const ranged = { ...field, operators: ['between'] } as const;
    expect(() => defineResource({ ...base, fields: { a: ranged }, defaultSort: 'a' })).toThrow();
    expect(() =>
      defineResource({ ...base, fields: { a: field }, defaultSort: 'a', pageSize: 1001 }),
    ).toThrow();
  });
});

describe('listResultSchema', () => {
  it('describes one page of items', () => {
    const page = {
      items: [{ id: 1 }],
      all_count: 1,
      count_is_estimate: false,
      page: 1,
      count: 50,
      has_more: false,
    };
    expect(listResultSchema(z.object({ id: z.number() })).parse(page)).toEqual(page);
    expect(listResultSchema(z.object({ id: z.number() })).safeParse({ ...page, all_count: -1 }).success).toBe(
      false,
    );
  });
});
