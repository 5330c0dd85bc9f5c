import { filterActions } from '@trips/shared/list/actions';
import { defaultFilterState, filterOf, localDay, openingState } from '@trips/shared/list/state';
import { accommodationsReport } from '@trips/shared/modules/reports/accommodations.resource';
import { nextDaysReport } from '@trips/shared/modules/reports/next-days.resource';
import { prepaymentsReport } from '@trips/shared/modules/reports/prepayments.resource';
import { vatReport } from '@trips/shared/modules/reports/vat.resource';
import { describe, expect, it } from 'vitest';
import { decodeListState } from '../src/engine/contract';
import { applyAction } from '../src/engine/state/listUrl';

const today = localDay();

describe('reports open on a useful default', () => {
  it('a clean address is the opening state: next days and accommodations from today', () => {
    const next = decodeListState(nextDaysReport.list, '');
    expect(filterOf(next, 'start_date')).toEqual({
      values: [today, ''],
      filter_type: 'date',
      option_type: 'between',
      value_type: 'day',
    });
    expect(filterOf(decodeListState(accommodationsReport, ''), 'checkin_date').values).toEqual([today, '']);
    expect(filterOf(decodeListState(vatReport.list, ''), 'end_date')).toMatchObject({
      values: [12],
      option_type: 'in_the_last',
      value_type: 'month',
    });
  });

  it('prepayments open on the unpaid first, without the paid trips that are over', () => {
    const d = prepaymentsReport.list;
    const state = decodeListState(d, '');
    expect(filterOf(state, 'prepayment_state_id')).toEqual({
      values: [1, 2, 3],
      filter_type: 'autocomplete',
      option_type: 'is',
    });
    expect([state.order_by, state.order_type]).toEqual(['prepayment_state', 'asc']);
  });

  it('removing a default chip is written in the address and survives a reload; clear all removes them all', () => {
    const d = nextDaysReport.list;
    const removed = applyAction(d, openingState(d), filterActions.reset('start_date'));
    expect(removed?.search).toBe(`start_date=${encodeURIComponent('[]')}`);
    expect(filterOf(decodeListState(d, removed!.search), 'start_date').values).toEqual([]);
    const cleared = applyAction(d, openingState(d), filterActions.clearAll());
    expect(filterOf(decodeListState(d, cleared!.search), 'start_date').values).toEqual([]);
  });

  it('the server is never told a default it was not sent: the plain defaults carry no opening filter', () => {
    expect(filterOf(defaultFilterState(nextDaysReport.list), 'start_date').values).toEqual([]);
    expect(filterOf(defaultFilterState(prepaymentsReport.list), 'prepayment_state_id').values).toEqual([]);
  });
});
