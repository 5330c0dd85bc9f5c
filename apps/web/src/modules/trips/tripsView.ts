import { t } from '@lingui/core/macro';
import { tripsResource } from '@trips/shared/modules/trips/trips.resource';
import type { TripRow } from '@trips/shared/modules/trips/trips.schema';
import { createElement } from 'react';
import type { ListView } from '../../engine/types';
import { formatDate, formatMoney, formatPercent } from '../../i18n/format';
import { detailPath } from '../../lib/paths';
import { ProblemsCell } from './readiness/ProblemsCell';

/** The trips list (spec part 1 §3, part 2 §3): money in euro, margin in percent, days as dates. */
export const tripsView: ListView<TripRow> = {
  descriptor: tripsResource,
  rowHref: (row) => detailPath('trip', row.id),
  cells: {
    business_trip_price: (row) => formatMoney(row.business_trip_price),
    cost: (row) => formatMoney(row.cost),
    insurance_cost: (row) => formatMoney(row.insurance_cost),
    business_cost_margin_per: (row) => formatPercent(row.business_cost_margin_per),
    start_date: (row) => formatDate(row.start_date),
    end_date: (row) => formatDate(row.end_date),
    invoice_date: (row) => formatDate(row.invoice_date),
    created_date: (row) => formatDate(row.created_date),
    problems: (row) => createElement(ProblemsCell, { row }),
  },
  // Read when the list fails, in the language shown then.
  get loadFailure() {
    return t`unable to find trips`;
  },
};
