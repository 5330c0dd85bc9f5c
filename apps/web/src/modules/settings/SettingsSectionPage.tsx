import { recordGroupByName } from '@trips/shared/settings/record-groups';
import { useParams } from 'react-router';
import NotFoundPage from '../../components/NotFoundPage';
import { RecordScreen } from '../../engine/settings/RecordScreen';
import { sectionGroups } from './settingsMenu';

/** /settings-section/{group}: a settings record without an address of its own (booking, VAT…). */
export default function SettingsSectionPage() {
  const id = useParams().id ?? '';
  const group = sectionGroups.includes(id) ? recordGroupByName(id) : undefined;
  return group ? <RecordScreen key={group.group} group={group} /> : <NotFoundPage />;
}
