import { describe, expect, it } from 'vitest';
import { dropIndex, moveItem } from '../src/engine/columns/reorder';
import { cellText } from '../src/engine/table/cellText';
import { pageRange, pageSizesFor, pageTotal } from '../src/engine/table/pageRange';
import { ariaSort, nextOrder } from '../src/engine/table/sorting';

describe('column reorder', () => {
  it('moves an item up, down and to either end', () => {
    const cols = ['a', 'b', 'c', 'd'];
    expect(moveItem(cols, 2, 1)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveItem(cols, 0, 3)).toEqual(['b', 'c', 'd', 'a']);
    expect(moveItem(cols, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(cols).toEqual(['a', 'b', 'c', 'd']);
  });

  it('leaves the order alone for positions outside the list', () => {
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
  });

  it('drops a dragged row before or after the row it is over', () => {
    expect(dropIndex(3, 0, false)).toBe(0);
    expect(dropIndex(0, 2, false)).toBe(1);
    expect(dropIndex(0, 2, true)).toBe(2);
    expect(dropIndex(2, 2, true)).toBe(2);
    expect(moveItem(['a', 'b', 'c'], 0, dropIndex(0, 2, true))).toEqual(['b', 'c', 'a']);
  });
});

describe('sortable headers', () => {
  it('sorts a new column ascending and flips the current one', () => {
    expect(nextOrder({ order_by: 'name', order_type: 'asc' }, 'date')).toBe('asc');
    expect(nextOrder({ order_by: 'name', order_type: 'asc' }, 'name')).toBe('desc');
    expect(nextOrder({ order_by: 'name', order_type: 'desc' }, 'name')).toBe('asc');
  });

  it('says how the list is ordered in aria-sort', () => {
    expect(ariaSort({ order_by: 'name', order_type: 'desc' }, 'name')).toBe('descending');
    expect(ariaSort({ order_by: 'name', order_type: 'asc' }, 'name')).toBe('ascending');
    expect(ariaSort({ order_by: 'name', order_type: 'asc' }, 'date')).toBe('none');
  });
});

describe('cells and paging', () => {
  it('shows values as plain text', () => {
    expect(cellText(['Iruña', 'Iruñea'])).toBe('Iruña, Iruñea');
    expect(cellText(true)).toBe('Yes');
    expect(cellText(1234.5)).toBe('1,234.5');
    expect(cellText(null)).toBe('');
  });

  it('shows the rows on screen and the total, "about" when estimated', () => {
    const facts = { page: 2, count: 100, shown: 100, all_count: 1_000_000, count_is_estimate: true };
    expect(pageRange(facts)).toBe('101–200 of about 1,000,000');
    expect(pageRange({ ...facts, count_is_estimate: false, all_count: 152, shown: 52 })).toBe(
      '101–152 of 152',
    );
    expect(pageRange({ ...facts, shown: 0 })).toBe('No rows');
  });

  it('keeps the next page reachable while there are more rows than the estimate', () => {
    const facts = { page: 5, count: 10, shown: 10, all_count: 40, count_is_estimate: true };
    expect(pageTotal(facts, true)).toBe(6);
    expect(pageTotal({ ...facts, page: 1, all_count: 95 }, false)).toBe(10);
  });

  it('offers the usual page sizes plus the default and the one in use', () => {
    expect(pageSizesFor(100, 100)).toEqual([25, 50, 100, 200]);
    expect(pageSizesFor(100, 37)).toEqual([25, 37, 50, 100, 200]);
  });
});
