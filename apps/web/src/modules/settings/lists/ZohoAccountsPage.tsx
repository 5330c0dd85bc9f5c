import { useLingui } from '@lingui/react/macro';
import { settingsListByName } from '@trips/shared/settings/list-registry';
import { ListScreen } from '../../../engine/settings/ListScreen';

const list = settingsListByName('zoho_accounts')!;

/** /zoho-accounts: the Zoho accounts trips come from. */
export default function ZohoAccountsPage() {
  const { t } = useLingui();
  return (
    <ListScreen
      list={list}
      description={t`The Zoho accounts trips come from. An account trips use cannot be deleted.`}
    />
  );
}
