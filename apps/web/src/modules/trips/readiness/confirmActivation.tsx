import { i18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { List, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ActivationPreviewResponse } from '@trips/shared/modules/trips/readiness.schema';
import type { SaveTripBody } from '@trips/shared/modules/trips/trips.schema';
import { api } from '../../../app/api';
import { formatDateTime } from '../../../i18n/format';

/** What the confirmation lists, one line per kind of thing that leaves. */
export function activationLines(p: ActivationPreviewResponse): string[] {
  const lines: string[] = [];
  if (p.emails > 0)
    lines.push(
      i18n._(
        msg`${plural(p.emails, { one: '# request', other: '# requests' })} to ${plural(p.providers, { one: '# provider', other: '# providers' })}`,
      ),
    );
  if (p.phone_calls > 0)
    lines.push(
      i18n._(msg`${plural(p.phone_calls, { one: '# phone call', other: '# phone calls' })} to make`),
    );
  if (p.documents_at) lines.push(i18n._(msg`Customer documents on ${formatDateTime(p.documents_at)}`));
  return lines;
}

/**
 * Before a save that makes the trip Active: what will go out, from the server's dry run of this very save;
 * answers whether to go on. A dry run the server refuses lets the save itself show why.
 */
export async function confirmActivation(id: number, body: SaveTripBody): Promise<boolean> {
  let preview: ActivationPreviewResponse;
  try {
    preview = await api.post<ActivationPreviewResponse>(`trips/${id}/activation-preview`, body, {
      quiet: true,
    });
  } catch {
    return true;
  }
  const lines = activationLines(preview);
  return new Promise((resolve) =>
    modals.openConfirmModal({
      title: i18n._(msg`Make this trip Active?`),
      children: (
        <>
          <Text size="sm" mb="xs">
            {lines.length > 0
              ? i18n._(msg`Saving sends at once:`)
              : i18n._(msg`Nothing is sent now: no row asks for an email to its provider.`)}
          </Text>
          {lines.length > 0 && (
            <List size="sm">
              {lines.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
          )}
        </>
      ),
      labels: { confirm: i18n._(msg`Make Active and send`), cancel: i18n._(msg`Not yet`) },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    }),
  );
}
