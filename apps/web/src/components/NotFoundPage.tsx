import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';

export default function NotFoundPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Page not found · Trip Back-Office`);
  return (
    <Stack gap="xs">
      <Title order={1}>
        <Trans>Page not found</Trans>
      </Title>
      <Text>
        <Trans>There is no page at this address.</Trans>
      </Text>
      <Anchor component={Link} to="/home">
        <Trans>Go to Home</Trans>
      </Anchor>
    </Stack>
  );
}
