import { useLingui } from '@lingui/react/macro';
import { settingsListByName } from '@trips/shared/settings/list-registry';
import { ListScreen } from '../../../engine/settings/ListScreen';

const list = settingsListByName('countries')!;

/** /countries-settings: every country, whether pickers offer it and whether VAT applies. */
export default function CountriesSettingsPage() {
  const { t } = useLingui();
  return (
    <ListScreen list={list} description={t`Which countries the pickers offer, and which of them pay VAT.`} />
  );
}
