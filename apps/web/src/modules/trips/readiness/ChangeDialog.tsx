import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Checkbox, Group, List, Text } from '@mantine/core';
import type { ActivationPreviewResponse } from '@trips/shared/modules/trips/readiness.schema';
import { useState } from 'react';
import { activationLines, providerLines } from './changeLines';

/** Which change is confirmed: making the trip Active, cancelling it, or saving it while Active. */
export type ChangeMode = 'activate' | 'cancel' | 'save';

interface Props {
  mode: ChangeMode;
  preview: ActivationPreviewResponse;
  onAnswer: (go: boolean) => void;
}

/** The errors an activation would leave, first: going on with them takes a second, explicit yes. */
function ActivationErrors({
  errors,
  accepted,
  onAccept,
}: {
  errors: ActivationPreviewResponse['errors'];
  accepted: boolean;
  onAccept: (yes: boolean) => void;
}) {
  const { t } = useLingui();
  return (
    <Alert color="red" variant="light" mb="sm" title={t`The trip still has errors`}>
      <List size="sm" spacing={2} aria-label={t`Errors of the trip`}>
        {errors.map((e) => (
          <List.Item key={`${e.code}:${e.row_id ?? e.field ?? ''}:${e.date ?? ''}`}>{e.message}</List.Item>
        ))}
      </List>
      <Checkbox
        mt="sm"
        checked={accepted}
        onChange={(event) => onAccept(event.currentTarget.checked)}
        label={t`Make it Active with these errors`}
      />
    </Alert>
  );
}

/** What a change will send, per provider, and the buttons that send it or not. */
export function ChangeDialog({ mode, preview, onAnswer }: Props) {
  const { t } = useLingui();
  const errors = mode === 'activate' ? preview.errors : [];
  const [accepted, setAccepted] = useState(false);
  const totals = mode === 'activate' ? activationLines(preview) : [];
  // Activation counts its requests above; the other messages are listed per provider.
  const listed =
    mode === 'activate'
      ? preview.messages.filter((m) => m.kind !== 'request' && m.kind !== 'phone')
      : preview.messages;
  const perProvider = providerLines(listed);
  const empty = totals.length === 0 && perProvider.length === 0;
  const confirm = {
    activate: t`Make Active and send`,
    cancel: t`Cancel the trip and send`,
    save: t`Save and send`,
  };
  return (
    <>
      {errors.length > 0 && <ActivationErrors errors={errors} accepted={accepted} onAccept={setAccepted} />}
      <Text size="sm" mb="xs">
        {empty ? (
          <Trans>Nothing is sent now: no row asks for an email to its provider.</Trans>
        ) : (
          <Trans>Saving sends at once:</Trans>
        )}
      </Text>
      {!empty && (
        <List size="sm" spacing={4} aria-label={t`What will go out`}>
          {totals.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
          {perProvider.map((p) => (
            <List.Item key={p.text}>
              <Text size="sm" fw={600} span>
                {p.text}
              </Text>
              {p.changes.length > 0 && (
                <List size="sm" withPadding listStyleType="none">
                  {p.changes.map((change) => (
                    <List.Item key={change}>{change}</List.Item>
                  ))}
                </List>
              )}
            </List.Item>
          ))}
        </List>
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => onAnswer(false)}>
          <Trans>Not yet</Trans>
        </Button>
        <Button onClick={() => onAnswer(true)} disabled={errors.length > 0 && !accepted} data-autofocus>
          {confirm[mode]}
        </Button>
      </Group>
    </>
  );
}
