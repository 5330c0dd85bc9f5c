import { List, Text } from '@mantine/core';
import type { RateProblem } from '@trips/shared/pricing/index';

/** Problems found while editing, next to the rows they are about: errors block Save, warnings do not. */
export function RateProblems({ problems }: { problems: readonly RateProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <List size="xs" spacing={2} mt={6} aria-label="Rate problems">
      {problems.map((p) => (
        <List.Item key={`${p.kind}-${p.path.join('.')}-${p.message}`}>
          <Text size="xs" c={p.severity === 'error' ? 'red.8' : 'orange.8'} span>
            {p.severity === 'error' ? 'Error: ' : 'Warning: '}
            {p.message}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
