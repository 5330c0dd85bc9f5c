import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ActionIcon, Badge, Box, Button, Group, Text } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { FormSection } from '../../../components/FormSection';
import { QueuedRemovals } from '../../../engine/edits/QueuedRemovals';
import { FieldControl } from '../../../engine/form/FieldControl';
import { variationField } from './locationFields';
import type { SectionProps } from './types';

/** Why a typed variation cannot be added, or null. */
function variationProblem(name: string, existing: readonly string[]): string | null {
  if (!name) return t`Type a name first`;
  const taken = existing.some((n) => n.toLowerCase() === name.toLowerCase());
  // '' is a quote in a catalogue message (a single ' would hide the name).
  return taken ? t`''${name}'' is already a name variation` : null;
}

/** Other names the location is known by; saved ones removed here are deleted on save, until undone. */
export function VariationsSection({ draft, dispatch, problems }: SectionProps) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { rows, removed } = draft.variations;
  const add = (event: FormEvent) => {
    event.preventDefault();
    const name = typed.trim();
    const problem = variationProblem(
      name,
      rows.map((r) => r.name),
    );
    if (problem) return setError(problem);
    dispatch({ type: 'addVariation', name });
    setTyped('');
  };
  const rowErrors = rows.flatMap((r) =>
    problems.rows[r.key] ? [`${r.name}: ${problems.rows[r.key]['']}`] : [],
  );

  return (
    <FormSection title={t`Name variations`}>
      {rows.length === 0 && (
        <Text size="sm" c="dimmed" mb="sm">
          <Trans>No name variations.</Trans>
        </Text>
      )}
      {/* A list only when there is something in it: an empty list is announced as a broken one. */}
      <Group
        gap={6}
        wrap="wrap"
        mb={rows.length ? 'sm' : 0}
        aria-label={rows.length ? t`Name variations` : undefined}
        role={rows.length ? 'list' : undefined}
      >
        {rows.map((row) => {
          const name = row.name;
          return (
            <Badge
              key={row.key}
              role="listitem"
              size="lg"
              radius="sm"
              variant={row.id === undefined ? 'light' : 'default'}
              color={problems.rows[row.key] ? 'red' : 'indigo'}
              tt="none"
              fw={500}
              pr={2}
              rightSection={
                <ActionIcon
                  size="xs"
                  variant="transparent"
                  color="gray"
                  aria-label={t`Remove ${name}`}
                  onClick={() => dispatch({ type: 'removeVariation', key: row.key })}
                >
                  <IconX size={12} />
                </ActionIcon>
              }
            >
              {row.name}
            </Badge>
          );
        })}
      </Group>
      <form onSubmit={add}>
        <Group gap="xs" align="flex-start">
          <Box flex={1}>
            <FieldControl
              cell
              spec={variationField}
              value={typed}
              onChange={(value) => {
                setTyped(value as string);
                setError(null);
              }}
              error={error ?? (rowErrors.join(' · ') || undefined)}
            />
          </Box>
          <Button type="submit" variant="default" size="xs" leftSection={<IconPlus size={14} />}>
            <Trans>Add</Trans>
          </Button>
        </Group>
      </form>
      <QueuedRemovals
        items={removed.map(({ row }) => ({ key: row.key, label: row.name }))}
        onUndo={(key) => dispatch({ type: 'restoreVariation', key })}
      />
    </FormSection>
  );
}
