import { settingsListByName } from '@trips/shared/settings/list-registry';
import { ListScreen } from '../../../engine/settings/ListScreen';

const list = settingsListByName('ota_accounts')!;

/** /ota-settings: the online travel agency accounts trip services are booked through. */
export default function OtaSettingsPage() {
  return (
    <ListScreen
      list={list}
      description="The online travel agency accounts trip services are booked through. An account in use cannot be deleted."
    />
  );
}
