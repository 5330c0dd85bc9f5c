import { t } from '@lingui/core/macro';
import { nextDaysStatsReport } from '@trips/shared/modules/reports/next-days-stats.resource';
import type { ListRow, ListView } from '../../../engine/types';
import { pathTo } from '../../../lib/paths';
import { BarSummary } from '../charts/BarSummary';
import { serviceTotalsByDay } from '../charts/dayTotals';
import { percentCell } from './groupedViews';

/** A start day of one owner: opens the next-days report (its trips); above, the services per day. */
export const nextDaysStatsView: ListView<ListRow> = {
  descriptor: nextDaysStatsReport.list,
  rowHref: () => pathTo('report', 'next_days_report'),
  cells: { confirmed_per: percentCell('confirmed_per') },
  summary: (rows) => (
    <BarSummary
      data={serviceTotalsByDay(rows)}
      category="day"
      stacked
      series={[
        { name: 'confirmed', label: t`Confirmed services`, color: 'teal.6' },
        { name: 'open', label: t`Services still open`, color: 'orange.6' },
      ]}
      title={t`Services per start day`}
    />
  ),
  get loadFailure() {
    return t`unable to find the next days trips stats`;
  },
};
