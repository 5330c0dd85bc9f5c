import '@mantine/charts/styles.css';
import { BarChart, type BarChartProps } from '@mantine/charts';

/** The bars of a report's summary: the charting library, loaded with the first chart shown (BarSummary). */
export default function SummaryBars(props: BarChartProps) {
  return <BarChart {...props} />;
}
