import { settingsListByName } from '@trips/shared/settings/list-registry';
import { recordGroupByName } from '@trips/shared/settings/record-groups';
import { useParams } from 'react-router';
import NotFoundPage from '../../components/NotFoundPage';
import { ListScreen } from '../../engine/settings/ListScreen';
import { RecordScreen } from '../../engine/settings/RecordScreen';
import { sectionIds } from './settingsMenu';

/** What the lists opened here are for, under their title. */
const listDescriptions: Record<string, string> = {
  rate_item_types:
    'The kinds of item a provider’s rates are entered in. Default is needed by the product, and a type used by rates cannot be deleted.',
};

/**
 * /settings-section/{id}: a settings record (booking, VAT…) or a settings list (rate item types) without an
 * address of its own.
 */
export default function SettingsSectionPage() {
  const id = useParams().id ?? '';
  const known = sectionIds.includes(id);
  const group = known ? recordGroupByName(id) : undefined;
  const list = known && !group ? settingsListByName(id) : undefined;
  if (group) return <RecordScreen key={group.group} group={group} />;
  if (list) return <ListScreen key={list.name} list={list} description={listDescriptions[list.name]} />;
  return <NotFoundPage />;
}
