import { useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import type { DismissedAutoTransfer } from '@trips/shared/modules/transfers/auto-transfers.schema';
import { can } from '@trips/shared/permissions/rights';
import { FormSection } from '../../../components/FormSection';
import { toast } from '../../../components/toast';
import { useRights } from '../../../lib/useSession';
import { useRestoreAutoTransfer, useTripAutoTransfers } from './autoTransfersApi';
import { autoFieldLabel, autoReason, autoState, dismissedReason } from './autoTransferTexts';

interface Props {
  tripId: number;
  /** The trip's saved version: the panel reads again after each save. */
  version: number;
}

/**
 * The trip screen's automatic luggage rows: which the system created, why, and which staff edited; then
 * the changes of place whose row staff deleted, which the system leaves empty until restored.
 */
export function TripAutoTransfersPanel({ tripId, version }: Props) {
  const { t } = useLingui();
  const query = useTripAutoTransfers(tripId, version);
  const data = query.data;
  if (!data || (data.items.length === 0 && data.dismissed.length === 0 && !data.luggage_transfers))
    return null;
  return (
    <FormSection title={t`Automatic luggage transfers`}>
      <Stack gap={6}>
        {data.items.length === 0 && (
          <Text size="sm" c="dimmed">
            {t`No change of place in the hotel chain has an automated luggage provider yet.`}
          </Text>
        )}
        {data.items.map((item) => {
          const edited = item.edited_fields.length > 0;
          const fields = item.edited_fields.map(autoFieldLabel).join(', ');
          return (
            <Group key={item.transfer_id} gap="sm" wrap="wrap" data-testid="auto-transfer">
              <Text size="sm" w={160}>{t`Luggage transfer #${item.transfer_id}`}</Text>
              <Tooltip label={autoState(item)} withArrow>
                <Badge size="sm" variant="light" color="teal">{t`Automatic`}</Badge>
              </Tooltip>
              <Text size="sm">{autoReason(item)}</Text>
              {edited && (
                <Badge size="sm" variant="light" color="orange">
                  {t`Edited by hand: ${fields}`}
                </Badge>
              )}
              {!edited && (
                <Text size="xs" c="dimmed">
                  {autoState(item)}
                </Text>
              )}
            </Group>
          );
        })}
        {data.dismissed.map((item) => (
          <DismissedRow key={item.transfer_id} tripId={tripId} item={item} />
        ))}
      </Stack>
    </FormSection>
  );
}

/** A change of place whose automatic row staff deleted, with Restore for those who may edit the trip. */
function DismissedRow({ tripId, item }: { tripId: number; item: DismissedAutoTransfer }) {
  const { t } = useLingui();
  const mayEdit = can(useRights(), 'trips', 'edit');
  const restore = useRestoreAutoTransfer(tripId);
  const label = t`Luggage transfer #${item.transfer_id}`;
  const run = () =>
    restore.mutate(item.transfer_id, {
      onSuccess: () => toast.success(t`The system created the luggage transfer again.`),
    });
  return (
    <Group gap="sm" wrap="wrap" data-testid="dismissed-auto-transfer">
      <Text size="sm" w={160} c="dimmed">
        {label}
      </Text>
      <Badge size="sm" variant="light" color="gray">{t`Deleted by hand`}</Badge>
      <Text size="sm" c="dimmed">
        {dismissedReason(item)}
      </Text>
      {mayEdit && (
        <Button
          size="compact-xs"
          variant="default"
          leftSection={<IconRestore size={14} />}
          loading={restore.isPending}
          onClick={run}
          aria-label={t`Restore ${label}`}
        >
          {t`Restore`}
        </Button>
      )}
    </Group>
  );
}
