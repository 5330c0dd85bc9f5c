import { Trans } from '@lingui/react/macro';
import { Alert, List, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { tr } from '../i18n/tr';

/** Server errors of a form, listed under the heading 'Error' (spec part 1 §8). */
export function FormErrors({ errors }: { errors: readonly string[] }) {
  if (errors.length === 0) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle />}>
      <Title order={3} size="h5" c="red.8" mb={4}>
        <Trans>Error</Trans>
      </Title>
      <List size="sm" spacing={2}>
        {errors.map((error) => (
          <List.Item key={error}>{tr(error)}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
