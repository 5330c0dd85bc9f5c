import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';

export default function NotFoundPage() {
  useDocumentTitle('Page not found · Trip Back-Office');
  return (
    <Stack gap="xs">
      <Title order={1}>Page not found</Title>
      <Text>There is no page at this address.</Text>
      <Anchor component={Link} to="/home">
        Go to Home
      </Anchor>
    </Stack>
  );
}
