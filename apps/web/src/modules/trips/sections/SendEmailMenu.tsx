import { useLingui } from '@lingui/react/macro';
import { Button, Menu } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';

interface Props {
  /** The rows it switches. */
  rows: readonly { is_send_email: boolean }[];
  /** The whole trip's rows rather than one section's. */
  wholeTrip?: boolean;
  onSwitch: (on: boolean) => void;
}

/**
 * 'Send email to provider' for many rows at once: how many have it on, and a menu that switches it on or
 * off for all of them (an edit of the draft, saved with the trip). Nothing while there are no rows.
 */
export function SendEmailMenu({ rows, wholeTrip = false, onSwitch }: Props) {
  const { t } = useLingui();
  const total = rows.length;
  if (total === 0) return null;
  const on = rows.filter((row) => row.is_send_email).length;
  return (
    <Menu position="bottom-end" shadow="md">
      <Menu.Target>
        <Button size="xs" variant="default" leftSection={<IconMail size={14} aria-hidden />}>
          {wholeTrip ? t`Send email, whole trip: ${on} of ${total}` : t`Send email: ${on} of ${total}`}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t`Send email to provider`}</Menu.Label>
        <Menu.Item disabled={on === total} onClick={() => onSwitch(true)}>
          {wholeTrip ? t`Switch on for every row of the trip` : t`Switch on for every row`}
        </Menu.Item>
        <Menu.Item disabled={on === 0} onClick={() => onSwitch(false)}>
          {wholeTrip ? t`Switch off for every row of the trip` : t`Switch off for every row`}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
