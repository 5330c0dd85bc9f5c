import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Group, List, Loader, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import type { ReadinessProblem } from '@trips/shared/modules/trips/readiness.schema';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { fixParam, goToProblem, problemOfParam } from './goToProblem';
import { useTripReadiness } from './readinessApi';

const icons = {
  error: <IconAlertCircle size={16} color="var(--mantine-color-red-7)" aria-hidden />,
  warning: <IconAlertTriangle size={16} color="var(--mantine-color-orange-7)" aria-hidden />,
};

/** The top of the trip screen: what the trip still lacks, worst first, each opening the row to fix. */
export function ReadinessPanel({ tripId, version }: { tripId: number; version: number }) {
  const { t } = useLingui();
  const query = useTripReadiness(tripId, version);
  const problems = query.data?.problems;
  useFixFromLink(problems);
  if (!problems)
    return query.isError ? null : <Loader size="xs" aria-label={t`Checking what the trip still needs`} />;
  if (problems.length === 0)
    return (
      <Group gap={6} role="status">
        <ThemeIcon color="green" variant="light" size="sm" radius="xl">
          <IconCircleCheck size={14} aria-hidden />
        </ThemeIcon>
        <Text size="sm" c="dimmed">
          <Trans>Nothing missing: the trip is ready.</Trans>
        </Text>
      </Group>
    );
  const errors = problems.filter((p) => p.severity === 'error').length;
  const warnings = problems.length - errors;
  return (
    <Alert
      color={errors > 0 ? 'red' : 'orange'}
      variant="light"
      title={t`Readiness: ${plural(errors, { one: '# error', other: '# errors' })}, ${plural(warnings, { one: '# warning', other: '# warnings' })}`}
      aria-label={t`Readiness`}
    >
      <List spacing={4} size="sm" listStyleType="none">
        {problems.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: problems have no id; the list is rebuilt per version
          <List.Item key={i} icon={icons[p.severity]}>
            <ProblemLine problem={p} />
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

function ProblemLine({ problem }: { problem: ReadinessProblem }) {
  const { t } = useLingui();
  const label = problem.severity === 'error' ? t`Error` : t`Warning`;
  if (!problem.section && !problem.field) return <Text size="sm">{`${label}: ${problem.message}`}</Text>;
  return (
    <Anchor component="button" type="button" size="sm" onClick={() => goToProblem(problem)} ta="left">
      <VisuallyHidden>{`${label}: `}</VisuallyHidden>
      {problem.message}
    </Anchor>
  );
}

/** Opened from home's "Needs attention": go to the problem the link names, once. */
function useFixFromLink(problems: readonly ReadinessProblem[] | undefined) {
  const [params, setParams] = useSearchParams();
  const wanted = params.get(fixParam);
  useEffect(() => {
    if (!wanted || !problems) return;
    const problem = problemOfParam(problems, wanted);
    if (problem) goToProblem(problem);
    setParams(
      (p) => {
        p.delete(fixParam);
        return p;
      },
      { replace: true },
    );
  }, [wanted, problems, setParams]);
}
