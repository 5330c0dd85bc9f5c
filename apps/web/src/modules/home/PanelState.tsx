import { Trans, useLingui } from '@lingui/react/macro';
import { Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  failed: boolean;
  /** Undefined while loading. */
  count: number | undefined;
  empty: string;
  children: ReactNode;
}

/** A home panel's body: its load failure, loading, empty text, or its rows. */
export function PanelState({ title, failed, count, empty, children }: Props) {
  const { t } = useLingui();
  if (failed)
    return (
      <Text size="sm" c="red">
        <Trans>This panel could not be loaded.</Trans>
      </Text>
    );
  if (count === undefined) return <Loader size="sm" aria-label={t`Loading ${title}`} />;
  if (count === 0)
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  return children;
}
