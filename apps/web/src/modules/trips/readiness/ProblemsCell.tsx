import { plural } from '@lingui/core/macro';
import { Badge } from '@mantine/core';
import { problemLevels } from '@trips/shared/modules/trips/readiness.constants';
import type { TripRow } from '@trips/shared/modules/trips/trips.schema';

/** The trips list's Problems column: how many, coloured by the worst (red errors, orange warnings). */
export function ProblemsCell({ row }: { row: TripRow }) {
  if (row.problems === 0) return '—';
  const color = row.problem_level === problemLevels.errors ? 'red' : 'orange';
  const title =
    row.problem_level === problemLevels.errors
      ? plural(row.problems, { one: '# error', other: '# problems, with errors' })
      : plural(row.problems, { one: '# warning', other: '# warnings' });
  return (
    <Badge color={color} variant="light" size="sm" title={title} aria-label={title}>
      {row.problems}
    </Badge>
  );
}
