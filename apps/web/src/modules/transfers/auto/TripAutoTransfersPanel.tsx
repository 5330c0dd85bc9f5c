import { useLingui } from '@lingui/react/macro';
import { Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { FormSection } from '../../../components/FormSection';
import { useTripAutoTransfers } from './autoTransfersApi';
import { autoFieldLabel, autoReason, autoState } from './autoTransferTexts';

interface Props {
  tripId: number;
  /** The trip's saved version: the panel reads again after each save. */
  version: number;
}

/** The trip screen's automatic luggage rows: which the system created, why, and which staff edited. */
export function TripAutoTransfersPanel({ tripId, version }: Props) {
  const { t } = useLingui();
  const query = useTripAutoTransfers(tripId, version);
  const data = query.data;
  if (!data || (data.items.length === 0 && !data.luggage_transfers)) return null;
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
      </Stack>
    </FormSection>
  );
}
