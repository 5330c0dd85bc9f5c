import { Trans, useLingui } from '@lingui/react/macro';
import { Group, NativeSelect, Pagination, Text } from '@mantine/core';
import { type PageFacts, pageRange, pageSizesFor, pageTotal } from './pageRange';

interface Props {
  /** The page on screen, as the server answered it. */
  facts: PageFacts;
  /** The page and page size asked for; the answer may still be loading. */
  page: number;
  count: number;
  hasMore: boolean;
  defaultPageSize: number;
  onPage: (page: number) => void;
  onPageSize: (count: number) => void;
}

/** The total ("about" when estimated), the page size and the pager. */
export function ListFooter({ facts, page, count, hasMore, defaultPageSize, onPage, onPageSize }: Props) {
  const { t } = useLingui();
  const controlNames: Record<string, string> = {
    first: t`first page`,
    previous: t`previous page`,
    next: t`next page`,
    last: t`last page`,
  };
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite">
        {pageRange(facts)}
      </Text>
      <Group gap="md" wrap="wrap">
        <Group gap={6} wrap="nowrap">
          <Text size="sm" c="dimmed" component="label" htmlFor="list-page-size">
            <Trans>Rows per page</Trans>
          </Text>
          <NativeSelect
            id="list-page-size"
            size="xs"
            value={String(count)}
            data={pageSizesFor(defaultPageSize, count).map(String)}
            onChange={(event) => onPageSize(Number(event.currentTarget.value))}
          />
        </Group>
        <Pagination
          size="sm"
          total={pageTotal(facts, hasMore)}
          value={page}
          onChange={onPage}
          siblings={1}
          boundaries={1}
          getControlProps={(control) => ({ 'aria-label': controlNames[control] })}
          getItemProps={(page) => ({ 'aria-label': t`Page ${page}` })}
        />
      </Group>
    </Group>
  );
}
