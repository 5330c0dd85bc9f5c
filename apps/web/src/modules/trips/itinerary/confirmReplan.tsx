import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

export type ReplanAnswer = 'replan' | 'keep' | 'cancel';

/**
 * Before saving a new start date or party on a Pending trip made from an itinerary: plan its rows again
 * from the itinerary (the nights, rooms, transfers and services it made are replaced and priced again),
 * keep them as they are, or go back to editing (the dialog closed).
 */
export function confirmReplan(): Promise<ReplanAnswer> {
  return new Promise((resolve) => {
    let answered = false;
    const answer = (a: ReplanAnswer) => {
      if (answered) return;
      answered = true;
      resolve(a);
    };
    modals.openConfirmModal({
      title: i18n._(msg`Re-plan from the itinerary?`),
      children: (
        <Text size="sm">
          {i18n._(
            msg`The start date or the travellers changed. Re-planning replaces the nights, rooms, transfers and services the itinerary made with its plan for the new values, priced again; rows you added move with the start date.`,
          )}
        </Text>
      ),
      labels: { confirm: i18n._(msg`Re-plan the rows`), cancel: i18n._(msg`Keep the rows as they are`) },
      onConfirm: () => answer('replan'),
      onCancel: () => answer('keep'),
      onClose: () => answer('cancel'),
    });
  });
}
