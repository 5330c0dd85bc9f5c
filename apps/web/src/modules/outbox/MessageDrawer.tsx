import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Code, Drawer, Group, Stack, Tabs, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import type { OutboxMessage } from '@trips/shared/modules/outbox/outbox.schema';
import { openApiFile } from '../../engine/notes/notesApi';
import { tr } from '../../i18n/tr';
import { EmailHeaders } from './EmailHeaders';
import { attachmentPath } from './outboxApi';
import { StatusBadge } from './statusBadge';

interface Props {
  message: OutboxMessage;
  onClose(): void;
  /** Null when the message cannot be resent (not failed, or no right). */
  onResend: (() => void) | null;
  resending: boolean;
}

/** One email as its recipient sees it: headers, the HTML part in a sandbox, the text part, attachments. */
export function MessageDrawer({ message, onClose, onResend, resending }: Props) {
  const { t } = useLingui();
  return (
    <Drawer opened onClose={onClose} position="right" size="xl" title={message.subject || t`Message`}>
      <Stack gap="md">
        <Group justify="space-between">
          <StatusBadge status={message.status} />
          {onResend && (
            <Button size="xs" loading={resending} onClick={onResend}>
              <Trans>Resend</Trans>
            </Button>
          )}
        </Group>
        {message.last_error && (
          <Text c="red" size="sm" style={{ overflowWrap: 'anywhere' }}>
            {tr(message.last_error)}
          </Text>
        )}
        <EmailHeaders message={message} />
        {message.attachments.length > 0 && (
          <Group gap="xs" aria-label={t`Attachments`} role="group">
            {message.attachments.map((file, index) => (
              <Button
                // biome-ignore lint/suspicious/noArrayIndexKey: an attachment's position is its address
                key={index}
                size="xs"
                variant="default"
                leftSection={<IconPaperclip size={14} />}
                onClick={() => void openApiFile(attachmentPath(message.id, index), file.filename)}
              >
                {file.filename}
              </Button>
            ))}
          </Group>
        )}
        <Tabs defaultValue={message.html ? 'html' : 'text'} keepMounted={false}>
          <Tabs.List>
            {message.html && <Tabs.Tab value="html">{t`As sent`}</Tabs.Tab>}
            <Tabs.Tab value="text">{t`Text part`}</Tabs.Tab>
          </Tabs.List>
          {message.html && (
            <Tabs.Panel value="html" pt="sm">
              {/* No scripts, no forms, an origin of its own: the email cannot touch the app. */}
              <iframe
                title={t`The email as its recipient sees it`}
                sandbox=""
                srcDoc={message.html}
                style={{ width: '100%', height: 480, border: '1px solid var(--mantine-color-gray-3)' }}
              />
            </Tabs.Panel>
          )}
          <Tabs.Panel value="text" pt="sm">
            <Code block>{message.body}</Code>
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Drawer>
  );
}
