import { Trans } from '@lingui/react/macro';
import { Button, Group, type GroupProps } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props extends GroupProps {
  page: number;
  hasMore: boolean;
  onPage: (page: number) => void;
  /** Shown between the two buttons (the page's number). */
  children?: ReactNode;
}

/** Previous and Next for a list of invoices or services shown a page at a time. */
export function PreviousNext({ page, hasMore, onPage, children, ...group }: Props) {
  return (
    <Group gap="xs" {...group}>
      <Button variant="default" size="xs" disabled={page === 1} onClick={() => onPage(page - 1)}>
        <Trans>Previous</Trans>
      </Button>
      {children}
      <Button variant="default" size="xs" disabled={!hasMore} onClick={() => onPage(page + 1)}>
        <Trans>Next</Trans>
      </Button>
    </Group>
  );
}
