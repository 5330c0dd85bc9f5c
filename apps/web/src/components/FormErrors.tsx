import { Alert, List, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** Server errors of a form, listed under the heading 'Error' (spec part 1 §8). */
export function FormErrors({ errors }: { errors: readonly string[] }) {
  if (errors.length === 0) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle />}>
      <Title order={3} size="h5" c="red.8" mb={4}>
        Error
      </Title>
      <List size="sm" spacing={2}>
        {errors.map((error) => (
          <List.Item key={error}>{error}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
