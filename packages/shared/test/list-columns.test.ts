import { describe, expect, it } from 'vitest';
import { defaultColumns, defineColumnSet, mergeColumns } from '../src/list/index.ts';
import { trips } from './list-fixture.ts';

describe('column configurations', () => {
  it('starts from the descriptor columns with their default on/off', () => {
    expect(defaultColumns(trips)).toEqual([
      { id: 1, label: 'Trip name', slug: 'trip_name', is_active: true },
      { id: 2, label: 'Operations owner', slug: 'operations_owner', is_active: true },
      { id: 3, label: 'Quotation version', slug: 'quotation_version', is_active: false },
    ]);
  });

  it('keeps the saved order and on/off, drops unknown and repeated slugs, appends new columns', () => {
    const saved = [
      { id: 9, label: 'Old label', slug: 'quotation_version', is_active: true },
      { id: 8, label: 'Removed', slug: 'removed_column', is_active: true },
      { id: 7, label: 'Trip name', slug: 'trip_name', is_active: false },
      { id: 6, label: 'Trip name', slug: 'trip_name', is_active: true },
    ];
    expect(mergeColumns(saved, trips)).toEqual([
      { id: 3, label: 'Quotation version', slug: 'quotation_version', is_active: true },
      { id: 1, label: 'Trip name', slug: 'trip_name', is_active: false },
      { id: 2, label: 'Operations owner', slug: 'operations_owner', is_active: true },
    ]);
    expect(mergeColumns([], trips)).toEqual(defaultColumns(trips));
  });

  it('checks a column set without a list once, when it is defined', () => {
    const set = (columns: { slug: string; label: string; default: boolean }[]) => () =>
      defineColumnSet({ name: 'vat_report', label: 'VAT report', columns });
    const vat = { slug: 'vat', label: 'VAT', default: true };
    expect(set([vat, { slug: 'cost', label: 'Cost', default: false }])().columns).toHaveLength(2);
    expect(set([vat, { ...vat, label: 'Again' }])).toThrow('duplicate column slug');
    expect(set([vat, { slug: 'Bad slug', label: 'Bad', default: false }])).toThrow(
      "bad column slug 'Bad slug'",
    );
    expect(set([{ ...vat, default: false }])).toThrow('no column shown by default');
  });
});
