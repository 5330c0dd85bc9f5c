import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';

interface Props {
  /** What was changed: 'location', 'provider', 'rates'… */
  subject?: string;
  reloading: boolean;
  onReload: () => void;
}

/** Someone else saved this first (409): the user's edits stay on screen until they reload. */
export function StaleNotice({ subject = 'location', reloading, onReload }: Props) {
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
      Your edits were not saved and are still on screen. Reload to see their changes (your edits will be
      replaced), then make your edits again.
      <Button display="block" mt="xs" size="xs" color="orange" onClick={onReload} loading={reloading}>
        Reload
      </Button>
    </Alert>
  );
}
