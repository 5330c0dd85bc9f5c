import { Alert, Stack } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { ApiError } from '../../lib/api';

export interface RecordDetailProps<Loaded> {
  /** Whether the address names a record at all (its ids are positive). */
  valid: boolean;
  query: { data?: Loaded; isError: boolean; error: unknown };
  header: ComponentProps<typeof PageHeader>;
  /** In the language shown: the title when there is no such record, when it could not be read, and why. */
  texts: { notFound: string; failed: string; gone: string };
  maw?: number;
  /** The screen once the record is read. */
  children: (loaded: Loaded) => ReactNode;
}

/** A record's screen: its header always, then the record, a loader while it is read, or why it cannot be shown. */
export function RecordDetail<Loaded>({
  valid,
  query,
  header,
  texts,
  maw = 1200,
  children,
}: RecordDetailProps<Loaded>) {
  const notFound = !valid || (query.error instanceof ApiError && query.error.status === 404);
  return (
    <Stack gap="md" maw={maw}>
      <PageHeader {...header} />
      {query.isError || !valid ? (
        <Alert color="red" variant="light" title={notFound ? texts.notFound : texts.failed}>
          {notFound ? texts.gone : null}
        </Alert>
      ) : query.data ? (
        children(query.data)
      ) : (
        <PageLoader />
      )}
    </Stack>
  );
}
