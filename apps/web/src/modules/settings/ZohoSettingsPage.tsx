import { recordGroupByName } from '@trips/shared/settings/record-groups';
import { RecordScreen } from '../../engine/settings/RecordScreen';

const zoho = recordGroupByName('zoho')!;

/** /zoho-settings: the Zoho connection, the same record screen as the other settings records. */
export default function ZohoSettingsPage() {
  return <RecordScreen group={zoho} />;
}
