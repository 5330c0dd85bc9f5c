import { reportBindings } from '../src/modules/reports/reports.routes.ts';
import { taskReportBindings } from '../src/modules/reports/tasks.binding.ts';
import { listBudget, type SearchBudget } from './budgets.ts';
import { type SearchBench, searchCases } from './search.bench.ts';

/**
 * Issue "Reports and dashboards": every report p95 ≤ 1 s at full volume for one person opening it, near its
 * raw SQL; with many clients at once (2 cores share every scan) it must stay near its SQL.
 */
const reportBudget: SearchBudget = {
  label: 'p95 ≤ 1 s, ≤ 1.5× sql + 5 ms',
  holds: (api, sql) => api.p95 <= 1000 && api.p95 <= 1.5 * sql.p95 + 5,
};

const between = (filter_type: string, values: (string | number)[]) => ({
  values,
  filter_type,
  option_type: 'between',
});
const dueIn = (days: number) => ({
  values: [days],
  filter_type: 'date',
  option_type: 'due_in',
  value_type: 'day',
});
const inTheLast = (months: number) => ({
  values: [months],
  filter_type: 'date',
  option_type: 'in_the_last',
  value_type: 'month',
});

/** The bodies measured per report beside the report opened with no filter: its dashboard's filters. */
const bodies: Record<string, [string, object][]> = {
  vat_report: [['invoiced in the last 3 months', { invoice_date: inTheLast(3) }]],
  next_days_report: [['the next 7 days', { next_days: between('numeric', [0, 7]) }]],
  next_days_trips_stats: [['the next 7 days', { date: dueIn(7) }]],
  prepayments_report: [['the next 30 days', { next_days: between('numeric', [0, 30]) }]],
  locations_report: [
    [
      'first nights, the next 30 days',
      {
        checkin_date: dueIn(30),
        is_first_location_only: { values: [true], filter_type: 'boolean', option_type: 'is' },
      },
    ],
  ],
  overdue_vs_pending_tasks_report: [['due in 30 days', { date: dueIn(30) }]],
  completed_vs_total_tasks_report: [['due in 30 days', { date: dueIn(30) }]],
  tasks_summary: [['due in 30 days', { date: dueIn(30) }]],
};

/** Every report beside the SQL it stands for. */
export async function reportSearches(bench: SearchBench, timeZone: string) {
  const cases = [];
  for (const binding of [...reportBindings, ...taskReportBindings(timeZone)]) {
    const name = binding.descriptor.name;
    const measured = [['no filter', {}] as [string, object], ...(bodies[name] ?? [])].map(
      ([label, body]): [string, object] => [`${name}: ${label}`, { ...body, filter_id: null }],
    );
    cases.push(
      ...(await searchCases(bench, binding, `/api/v1/${name}/search`, measured, (clients) =>
        clients > 1 ? listBudget : reportBudget,
      )),
    );
  }
  return cases;
}
