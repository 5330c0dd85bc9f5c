import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from './PageHeader';

export default function NotFoundPage() {
  const { t } = useLingui();
  return (
    <Stack gap="xs">
      <PageHeader title={t`Page not found`} />
      <Text>
        <Trans>There is no page at this address.</Trans>
      </Text>
      <Anchor component={Link} to="/home">
        <Trans>Go to Home</Trans>
      </Anchor>
    </Stack>
  );
}
