import { Stack } from '@mantine/core';
import { recordGroupByName } from '@trips/shared/settings/record-groups';
import { RecordScreen } from '../../engine/settings/RecordScreen';
import { ZohoSyncPanel } from './zoho/ZohoSyncPanel';

const zoho = recordGroupByName('zoho')!;

/** /zoho-settings: the Zoho connection (the settings record screen), then the sync's status and Sync now. */
export default function ZohoSettingsPage() {
  return (
    <Stack gap="lg">
      <RecordScreen group={zoho} />
      <ZohoSyncPanel />
    </Stack>
  );
}
