import { Trans } from '@lingui/react/macro';
import { Button, Menu } from '@mantine/core';
import { IconFilterPlus } from '@tabler/icons-react';
import type { ResourceDescriptor } from '@trips/shared/list/descriptor';
import { tr } from '../../i18n/tr';

interface Props {
  descriptor: ResourceDescriptor;
  fields: readonly string[];
  onPick: (name: string) => void;
}

/** The filters not shown as chips yet, on a long list of fields. */
export function MoreFilters({ descriptor, fields, onPick }: Props) {
  if (fields.length === 0) return null;
  return (
    <Menu position="bottom-start" shadow="md">
      <Menu.Target>
        <Button variant="subtle" size="compact-xs" leftSection={<IconFilterPlus size={14} />}>
          <Trans>More filters</Trans>
        </Button>
      </Menu.Target>
      <Menu.Dropdown mah={360} style={{ overflowY: 'auto' }}>
        {fields.map((name, index) => (
          <Menu.Item key={name} data-autofocus={index === 0 || undefined} onClick={() => onPick(name)}>
            {tr(descriptor.fields[name].label)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
