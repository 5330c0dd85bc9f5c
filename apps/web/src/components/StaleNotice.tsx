import { Alert, Button, Group } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';

interface Props {
  /** What was changed: 'location', 'provider', 'rates'… */
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
  subject = 'location',
  reloading,
  onReload,
  message,
  children,
  onApply,
  applyDisabled,
}: Props) {
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
      title={`This ${subject} was changed by someone else`}
    >
      {message ??
        'Your edits were not saved and are still on screen. Reload to see their changes (your edits will be replaced), then make your edits again.'}
      {children}
      <Group gap="xs" mt="xs">
        {onApply && (
          <Button size="xs" color="orange" onClick={onApply} disabled={applyDisabled || reloading}>
            Apply my edits to the latest version
          </Button>
        )}
        <Button
          size="xs"
          color="orange"
          variant={onApply ? 'default' : 'filled'}
          onClick={onReload}
          loading={reloading}
        >
          {onApply ? 'Reload and discard my edits' : 'Reload'}
        </Button>
      </Group>
    </Alert>
  );
}
