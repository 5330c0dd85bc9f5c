import { useLingui } from '@lingui/react/macro';
import { settingsListByName } from '@trips/shared/settings/list-registry';
import { ListScreen } from '../../../engine/settings/ListScreen';

const list = settingsListByName('currencies')!;

/** /currency: the currencies and their rates to the euro; rows are fixed, rates and the active flag change. */
export default function CurrencyPage() {
  const { t } = useLingui();
  return (
    <ListScreen
      list={list}
      description={t`How many units of each currency make one euro: provider prices in that currency are converted with it.`}
    />
  );
}
