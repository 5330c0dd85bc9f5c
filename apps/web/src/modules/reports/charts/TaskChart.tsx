import '@mantine/charts/styles.css';
import { useLingui } from '@lingui/react/macro';
import { BarChart } from '@mantine/charts';
import { Paper, Text } from '@mantine/core';
import type { TaskMeasure } from '@trips/shared/modules/reports/tasks.resource';
import type { ListRow } from '../../../engine/types';
import { formatNumber } from '../../../i18n/format';
import { taskTotals } from './taskTotals';

const colors: Record<TaskMeasure, string> = {
  total: 'gray.6',
  open: 'blue.6',
  pending: 'yellow.6',
  overdue: 'red.6',
  completed: 'teal.6',
  completed_per: 'teal.6',
};

interface Props {
  rows: readonly ListRow[];
  series: readonly TaskMeasure[];
  labels: Record<TaskMeasure, string>;
  title: string;
}

/**
 * The page's rows summed per user as bars, one per measure. The chart is one keyboard stop: recharts'
 * accessibility layer moves the tooltip between users with the arrow keys, and the figure's label reads
 * the totals, so nothing is only shown as colour.
 */
export function TaskChart({ rows, series, labels, title }: Props) {
  const { t } = useLingui();
  const data = taskTotals(rows, series);
  const summary = series.map(
    (m) =>
      `${labels[m]}: ${formatNumber(
        data.reduce((n, d) => n + (d[m] as number), 0),
        0,
      )}`,
  );
  return (
    <Paper withBorder p="sm" mb="sm" component="figure" aria-label={t`${title}: ${summary.join(', ')}`}>
      <BarChart
        h={220}
        data={data}
        dataKey="user"
        withLegend
        series={series.map((m) => ({ name: m, label: labels[m], color: colors[m] }))}
        barChartProps={{ accessibilityLayer: true }}
        // Counts tick in whole tasks ('0.75 tasks' reads as nonsense); a share keeps its decimals.
        yAxisProps={{ allowDecimals: series.includes('completed_per') }}
        valueFormatter={(value) => formatNumber(value, series.includes('completed_per') ? 2 : 0)}
      />
      <Text component="figcaption" size="sm" c="dimmed">
        {summary.join(' · ')}
      </Text>
    </Paper>
  );
}
