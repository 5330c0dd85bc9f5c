import { Trans, useLingui } from '@lingui/react/macro';
import { Button, FileButton, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useApiImage } from './vouchersApi';

interface Props {
  label: string;
  path: string | null;
  mayEdit: boolean;
  busy: boolean;
  onUpload: (file: File) => void;
  onRemove: () => void;
}

/** One image slot of a voucher: its preview, and upload or remove. */
export function VoucherImage({ label, path, mayEdit, busy, onUpload, onRemove }: Props) {
  const { t } = useLingui();
  const url = useApiImage(path);
  return (
    <Paper withBorder p="xs" radius="sm" w={220} component="figure" m={0} aria-label={label}>
      <Stack gap={6}>
        <Text size="xs" fw={600}>
          {label}
        </Text>
        {url ? (
          <Image src={url} alt={label} h={120} fit="contain" />
        ) : (
          <Text size="xs" c="dimmed" h={120} ta="center" pt={48}>
            {path ? t`Loading…` : t`No image`}
          </Text>
        )}
        {mayEdit && (
          <Group gap={4}>
            <FileButton onChange={(file) => file && onUpload(file)} accept="image/png,image/jpeg">
              {(props) => (
                <Button
                  {...props}
                  size="compact-xs"
                  variant="light"
                  loading={busy}
                  leftSection={<IconUpload size={12} />}
                >
                  <Trans>Upload {label}</Trans>
                </Button>
              )}
            </FileButton>
            {path && (
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                aria-label={t`Remove ${label}`}
                onClick={onRemove}
                leftSection={<IconTrash size={12} />}
              >
                <Trans>Remove</Trans>
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
