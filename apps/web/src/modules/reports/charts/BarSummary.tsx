import { useLingui } from '@lingui/react/macro';
import type { BarChartProps } from '@mantine/charts';
import { Box, Paper, Text } from '@mantine/core';
import { Suspense } from 'react';
import { AfterFirstPaint } from '../../../components/AfterFirstPaint';
import { formatNumber } from '../../../i18n/format';
import { lazyWithPreload } from '../../../lib/lazyWithPreload';

/**
 * The charting library is off the path of the screens that import a report's view (home's panels do), and
 * the chart is drawn after the report's rows are shown: the library's loading and drawing take longer than
 * the rows themselves.
 */
const SummaryBars = lazyWithPreload<BarChartProps>(() => import('./SummaryBars'));
const CHART_HEIGHT = 220;
/** Holds the chart's place until it is drawn, so the rows under it do not move. */
const chartSpace = <Box h={CHART_HEIGHT} />;

export interface BarSeries {
  name: string;
  label: string;
  color: string;
}

interface Props {
  /** One entry per bar group: its `category` and a number per series. */
  data: readonly Record<string, string | number>[];
  category: string;
  series: readonly BarSeries[];
  title: string;
  /** Counts tick in whole units ('0.75 tasks' reads as nonsense); shares keep two decimals. */
  counts?: boolean;
  /** Series stacked into one bar (confirmed and still open make all the services). */
  stacked?: boolean;
  /** How a value reads in the totals and the tooltip (amounts: `formatMoney`); the axis keeps whole numbers. */
  format?: (value: number) => string;
}

/**
 * A report's rows summed as bars above its table. The chart is one keyboard stop: recharts' accessibility
 * layer (on by default since recharts 3 and Mantine 9's charts) moves the tooltip between bars with the
 * arrow keys, and the figure's label reads the totals, so nothing is only shown as colour.
 */
export function BarSummary({ data, category, series, title, counts = true, stacked = false, format }: Props) {
  const { t } = useLingui();
  const decimals = counts ? 0 : 2;
  const show = format ?? ((value: number) => formatNumber(value, decimals));
  const total = (name: string) => Math.round(data.reduce((n, d) => n + Number(d[name] ?? 0), 0) * 100) / 100;
  const summary = series.map((s) => `${s.label}: ${show(total(s.name))}`);
  return (
    <Paper withBorder p="sm" mb="sm" component="figure" aria-label={t`${title}: ${summary.join(', ')}`}>
      <AfterFirstPaint fallback={chartSpace}>
        <Suspense fallback={chartSpace}>
          <SummaryBars
            h={CHART_HEIGHT}
            data={[...data]}
            dataKey={category}
            type={stacked ? 'stacked' : 'default'}
            withLegend
            series={[...series]}
            yAxisProps={{
              allowDecimals: !counts && !format,
              ...(format ? { tickFormatter: (value: number) => formatNumber(value, 0) } : {}),
            }}
            valueFormatter={show}
          />
        </Suspense>
      </AfterFirstPaint>
      <Text component="figcaption" size="sm" c="dimmed">
        {summary.join(' · ')}
      </Text>
    </Paper>
  );
}
