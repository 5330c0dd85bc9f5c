import { useLingui } from '@lingui/react/macro';
import { settingsListByName } from '@trips/shared/settings/list-registry';
import { ListScreen } from '../../../engine/settings/ListScreen';

const list = settingsListByName('ota_accounts')!;

/** /ota-settings: the online travel agency accounts trip services are booked through. */
export default function OtaSettingsPage() {
  const { t } = useLingui();
  return (
    <ListScreen
      list={list}
      description={t`The online travel agency accounts trip services are booked through. An account in use cannot be deleted.`}
    />
  );
}
