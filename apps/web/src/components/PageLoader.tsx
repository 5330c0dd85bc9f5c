import { useLingui } from '@lingui/react/macro';
import { Center, Loader } from '@mantine/core';

export function PageLoader() {
  const { t } = useLingui();
  return (
    <Center mih="40vh" aria-busy="true">
      <Loader aria-label={t`Loading`} />
    </Center>
  );
}
