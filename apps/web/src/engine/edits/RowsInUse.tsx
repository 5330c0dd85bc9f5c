import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { RowInUse } from '@trips/shared/api/used-by';
import { UsedByList } from './UsedByList';

/** The rows a save could not delete because other records use them, each with what uses it. */
export function RowsInUse({ rows }: { rows: readonly RowInUse[] }) {
  const { t } = useLingui();
  if (rows.length === 0) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
      <Title order={3} size="h5" c="red.8" mb={4}>
        <Trans>Still in use, so not deleted</Trans>
      </Title>
      <Stack gap="sm">
        {rows.map((row) => {
          const name = row.name;
          return (
            <div key={row.id}>
              <Text size="sm" fw={600}>
                {t`“${name}” is used by:`}
              </Text>
              <UsedByList usedBy={row.used_by} />
            </div>
          );
        })}
        <Text size="sm">
          <Trans>They are back in the list; save again to keep your other changes.</Trans>
        </Text>
      </Stack>
    </Alert>
  );
}
