import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';

interface Props {
  /** What was changed, in the language shown: 'location', 'provider', 'rates'… */
  subject?: string;
  reloading: boolean;
  onReload: () => void;
  /** The explanation; by default: reload, then make the edits again. */
  message?: ReactNode;
  /** What changed, shown under the message. */
  children?: ReactNode;
  /** Keep the edits and put them onto the latest version (the screen then saves again). */
  onApply?: () => void;
  applyDisabled?: boolean;
}

/** Someone else saved this first (409): the user's edits stay on screen until they reload. */
export function StaleNotice({
  subject,
  reloading,
  onReload,
  message,
  children,
  onApply,
  applyDisabled,
}: Props) {
  const { t } = useLingui();
  const what = subject ?? t`location`;
  const ref = useRef<HTMLDivElement>(null);
  // Save is at the bottom of the screen, the notice at the top.
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, []);
  return (
    <Alert
      ref={ref}
      color="orange"
      variant="light"
      icon={<IconAlertTriangle />}
      title={t`This ${what} was changed by someone else`}
    >
      {message ??
        t`Your edits were not saved and are still on screen. Reload to see their changes (your edits will be replaced), then make your edits again.`}
      {children}
      <Group gap="xs" mt="xs">
        {onApply && (
          <Button size="xs" color="orange" onClick={onApply} disabled={applyDisabled || reloading}>
            <Trans>Apply my edits to the latest version</Trans>
          </Button>
        )}
        <Button
          size="xs"
          color="orange"
          variant={onApply ? 'default' : 'filled'}
          onClick={onReload}
          loading={reloading}
        >
          {onApply ? t`Reload and discard my edits` : t`Reload`}
        </Button>
      </Group>
    </Alert>
  );
}
