import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { List, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ActivationPreviewResponse } from '@trips/shared/modules/trips/readiness.schema';
import type { SaveTripBody } from '@trips/shared/modules/trips/trips.schema';
import { api } from '../../../app/api';
import { activationLines, providerLines } from './changeLines';

/** Which change is confirmed: making the trip Active, cancelling it, or saving it while Active. */
export type ChangeMode = 'activate' | 'cancel' | 'save';

const titles = {
  activate: msg`Make this trip Active?`,
  cancel: msg`Cancel this trip?`,
  save: msg`Send these changes to the providers?`,
};
const confirms = {
  activate: msg`Make Active and send`,
  cancel: msg`Cancel the trip and send`,
  save: msg`Save and send`,
};

function PreviewBody({ mode, preview }: { mode: ChangeMode; preview: ActivationPreviewResponse }) {
  const totals = mode === 'activate' ? activationLines(preview) : [];
  // Activation counts its requests above; the other messages are listed per provider.
  const listed =
    mode === 'activate'
      ? preview.messages.filter((m) => m.kind !== 'request' && m.kind !== 'phone')
      : preview.messages;
  const perProvider = providerLines(listed);
  const empty = totals.length === 0 && perProvider.length === 0;
  return (
    <>
      <Text size="sm" mb="xs">
        {empty
          ? i18n._(msg`Nothing is sent now: no row asks for an email to its provider.`)
          : i18n._(msg`Saving sends at once:`)}
      </Text>
      {!empty && (
        <List size="sm" spacing={4} aria-label={i18n._(msg`What will go out`)}>
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
    </>
  );
}

const previewPath = (id: number, mode: ChangeMode) =>
  mode === 'activate' ? `trips/${id}/activation-preview` : `trips/${id}/save-preview`;

/**
 * Before a save that makes the trip Active, cancels it, or changes it while Active: what will go out, per
 * provider, from the server's dry run of this very save; answers whether to go on. A save of an Active trip
 * that sends nothing goes on without asking. A dry run the server refuses lets the save itself show why.
 */
export async function confirmChange(id: number, body: SaveTripBody, mode: ChangeMode): Promise<boolean> {
  let preview: ActivationPreviewResponse;
  try {
    preview = await api.post<ActivationPreviewResponse>(previewPath(id, mode), body, { quiet: true });
  } catch {
    return true;
  }
  if (mode === 'save' && preview.messages.length === 0 && !preview.documents_at) return true;
  return new Promise((resolve) =>
    modals.openConfirmModal({
      title: i18n._(titles[mode]),
      size: 'lg',
      children: <PreviewBody mode={mode} preview={preview} />,
      labels: { confirm: i18n._(confirms[mode]), cancel: i18n._(msg`Not yet`) },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    }),
  );
}
