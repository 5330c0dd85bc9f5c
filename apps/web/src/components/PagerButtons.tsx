import { Trans } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';

interface Props {
  page: number;
  hasMore: boolean;
  onPage(page: number): void;
}

/** Newer / Older for a list shown newest first, a page at a time. */
export function PagerButtons({ page, hasMore, onPage }: Props) {
  return (
    <Group>
      <Button variant="default" disabled={page === 1} onClick={() => onPage(page - 1)}>
        <Trans>Newer</Trans>
      </Button>
      <Button variant="default" disabled={!hasMore} onClick={() => onPage(page + 1)}>
        <Trans>Older</Trans>
      </Button>
    </Group>
  );
}
