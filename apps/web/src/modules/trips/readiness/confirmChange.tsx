import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { modals } from '@mantine/modals';
import type { ActivationPreviewResponse } from '@trips/shared/modules/trips/readiness.schema';
import type { SaveTripBody } from '@trips/shared/modules/trips/trips.schema';
import { api } from '../../../lib/api';
import { ChangeDialog, type ChangeMode } from './ChangeDialog';

export type { ChangeMode };

const titles = {
  activate: msg`Make this trip Active?`,
  cancel: msg`Cancel this trip?`,
  save: msg`Send these changes to the providers?`,
};

const previewPath = (id: number, mode: ChangeMode) =>
  mode === 'activate' ? `trips/${id}/activation-preview` : `trips/${id}/save-preview`;

/**
 * Before a save that makes the trip Active, cancels it, or changes it while Active: what will go out, per
 * provider, from the server's dry run of this very save (and, when activating, the errors the trip would
 * still have, first); answers whether to go on. A save of an Active trip that sends nothing goes on without
 * asking. A dry run the server refuses lets the save itself show why.
 */
export async function confirmChange(id: number, body: SaveTripBody, mode: ChangeMode): Promise<boolean> {
  let preview: ActivationPreviewResponse;
  try {
    preview = await api.post<ActivationPreviewResponse>(previewPath(id, mode), body, { quiet: true });
  } catch {
    return true;
  }
  if (mode === 'save' && preview.messages.length === 0 && !preview.documents_at) return true;
  return new Promise((resolve) => {
    let answered = false;
    const answer = (go: boolean) => {
      if (answered) return;
      answered = true;
      modals.closeAll();
      resolve(go);
    };
    modals.open({
      title: i18n._(titles[mode]),
      size: 'lg',
      onClose: () => answer(false),
      children: <ChangeDialog mode={mode} preview={preview} onAnswer={answer} />,
    });
  });
}
