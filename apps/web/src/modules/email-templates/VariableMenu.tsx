import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Menu, Text, Tooltip } from '@mantine/core';
import { IconBraces } from '@tabler/icons-react';
import type { TemplateDef } from '@trips/shared/templates/registry';
import { variableSets } from '@trips/shared/templates/variables';
import { Fragment } from 'react';
import { variableSetNames } from './templateTexts';

interface Props {
  template: TemplateDef;
  /** Called with what to insert: `{{ trip.name }}`. */
  onPick: (text: string) => void;
  disabled?: boolean;
  /** A small icon beside this field (the subject…) instead of the labelled button of the body's toolbar. */
  compactFor?: string;
}

/** The template's variables by set, each with its example; picking one inserts it at the cursor. */
export function VariableMenu({ template, onPick, disabled, compactFor }: Props) {
  const { i18n, t } = useLingui();
  const field = compactFor;
  const label = field ? t`Insert a variable into ${field}` : t`Insert variable`;
  return (
    // The focus goes back to the text the variable went into, not to this button.
    <Menu
      position="bottom-end"
      shadow="md"
      disabled={disabled}
      returnFocus={false}
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        {compactFor ? (
          <Tooltip label={label}>
            <ActionIcon variant="subtle" color="gray" aria-label={label} disabled={disabled}>
              <IconBraces size={16} />
            </ActionIcon>
          </Tooltip>
        ) : (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconBraces size={14} />}
            disabled={disabled}
          >
            {label}
          </Button>
        )}
      </Menu.Target>
      <Menu.Dropdown mah={380} style={{ overflowY: 'auto' }}>
        {template.sets.map((set) => (
          <Fragment key={set}>
            <Menu.Label>{i18n._(variableSetNames[set])}</Menu.Label>
            {variableSets[set].map((variable) => (
              <Menu.Item key={variable.name} onClick={() => onPick(`{{ ${variable.name} }}`)}>
                <Text size="sm" ff="monospace">{`{{ ${variable.name} }}`}</Text>
                <Text size="xs" c="gray.8">
                  {String(variable.example)}
                </Text>
              </Menu.Item>
            ))}
          </Fragment>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
