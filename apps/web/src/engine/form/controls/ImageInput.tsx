import { useLingui } from '@lingui/react/macro';
import { Badge, Center, Image, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { PictureButtons } from '../../../components/PictureButtons';

interface Props {
  /** What the picture is ('PDF logo'): the buttons and the preview are named after it. */
  subject: string;
  /** The visible label above the preview. */
  label: string;
  /** The picture's saved URL, a data URL chosen and not saved yet, or '' for none. */
  value: string;
  /** What is saved, to mark a change not saved yet. */
  saved: string;
  onChange: (value: string) => void;
  error?: string;
  readOnly?: boolean;
  /** The choose button's id, so a failed save can take the user to it. */
  id?: string;
}

/** A picture field: what it shows now (saved, or chosen and not saved yet), choose another, remove. */
export function ImageInput({ subject, label, value, saved, onChange, error, readOnly, id }: Props) {
  const { t } = useLingui();
  const unsaved = value !== saved;
  const lower = label.toLowerCase();
  // A picture the browser cannot draw (the server will refuse it too) says so instead of a broken image.
  const [broken, setBroken] = useState<string | null>(null);
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} component="div">
        {label}{' '}
        {unsaved && (
          <Badge size="xs" variant="light" color="orange" ml={4}>
            {value ? t`new, not saved yet` : t`removed, not saved yet`}
          </Badge>
        )}
      </Text>
      <Paper
        withBorder
        radius="sm"
        h={96}
        p={6}
        bg="gray.0"
        style={error ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}
      >
        {value && broken !== value ? (
          <Image src={value} alt={subject} h={82} w="100%" fit="contain" onError={() => setBroken(value)} />
        ) : (
          <Center h="100%">
            <Text size="sm" c={value ? 'red.7' : 'dimmed'}>
              {value ? t`This picture cannot be shown` : t`No ${lower}`}
            </Text>
          </Center>
        )}
      </Paper>
      {readOnly ? null : (
        <PictureButtons
          subject={subject}
          chooseText={t`Choose picture`}
          hasPicture={Boolean(value)}
          onPick={onChange}
          onRemove={() => onChange('')}
          error={error}
          buttonId={id}
        />
      )}
    </Stack>
  );
}
