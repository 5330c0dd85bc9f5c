import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Anchor, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** The open request's answer page, to open or to pass on to the provider. */
export function ResponseLink({ url }: { url: string }) {
  const { t } = useLingui();
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {t`Answer link`}
      </Text>
      <Anchor href={url} target="_blank" rel="noreferrer" size="sm" truncate="end" maw={420}>
        {url}
      </Anchor>
      <CopyButton value={url}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t`Copied` : t`Copy link`} withArrow>
            <ActionIcon
              variant="subtle"
              color={copied ? 'teal' : 'gray'}
              onClick={copy}
              aria-label={t`Copy link`}
            >
              {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
