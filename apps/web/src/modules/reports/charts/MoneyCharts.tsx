import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { nextDaysSections } from '@trips/shared/modules/reports/next-days.resource';
import type { ListRow } from '../../../engine/types';
import { formatMoney } from '../../../i18n/format';
import { tr } from '../../../i18n/tr';
import { BarSummary } from './BarSummary';
import { marginAndVatByMonth, pendingAndPaidBySection } from './reportTotals';

const money = (value: number) => formatMoney(value);

/** The prepayments of the page per section: still to pay beside paid. */
export function PrepaymentsChart({ rows }: { rows: readonly ListRow[] }) {
  const sections = nextDaysSections.map(([key, label]) => [key, tr(label)] as const);
  return (
    <BarSummary
      data={pendingAndPaidBySection(rows, sections)}
      category="section"
      counts={false}
      format={money}
      series={[
        { name: 'pending', label: t`To pay`, color: 'orange.6' },
        { name: 'paid', label: t`Paid`, color: 'teal.6' },
      ]}
      title={t`Prepayments per section`}
    />
  );
}

/** '2026-05' as the reader names the month: 'May 2026', 'may 2026'. */
export function monthName(month: string): string {
  const region = i18n.locale === 'es' ? 'es-ES' : 'en-GB';
  const day = new Date(`${month}-01T00:00:00Z`);
  return new Intl.DateTimeFormat(region, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(day);
}

/** The VAT report's margin and VAT per month of the trips' end. */
export function VatChart({ rows }: { rows: readonly ListRow[] }) {
  return (
    <BarSummary
      data={marginAndVatByMonth(rows, monthName)}
      category="month"
      counts={false}
      format={money}
      series={[
        { name: 'margin', label: t`Margin`, color: 'blue.6' },
        { name: 'vat', label: t`VAT`, color: 'grape.6' },
      ]}
      title={t`Margin and VAT per month`}
    />
  );
}
