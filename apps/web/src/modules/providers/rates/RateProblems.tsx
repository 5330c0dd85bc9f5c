import { useLingui } from '@lingui/react/macro';
import { List, Text } from '@mantine/core';
import type { RateProblem } from '@trips/shared/pricing/index';

/** Problems found while editing, next to the rows they are about: errors block Save, warnings do not. */
export function RateProblems({ problems }: { problems: readonly RateProblem[] }) {
  const { t } = useLingui();
  if (problems.length === 0) return null;
  return (
    <List size="xs" spacing={2} mt={6} aria-label={t`Rate problems`}>
      {problems.map((p) => {
        const message = p.message;
        return (
          <List.Item key={`${p.kind}-${p.path.join('.')}-${p.message}`}>
            <Text size="xs" c={p.severity === 'error' ? 'red.8' : 'orange.8'} span>
              {p.severity === 'error' ? t`Error: ${message}` : t`Warning: ${message}`}
            </Text>
          </List.Item>
        );
      })}
    </List>
  );
}
