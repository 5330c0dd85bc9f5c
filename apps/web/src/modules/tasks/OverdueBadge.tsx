import { Trans } from '@lingui/react/macro';
import { Badge } from '@mantine/core';

/** Overdue as the server judges it (company time zone), never the browser's clock. */
export const OverdueBadge = ({ overdue }: { overdue: boolean }) =>
  overdue ? (
    <Badge color="red" variant="light" size="sm">
      <Trans>Overdue</Trans>
    </Badge>
  ) : null;
