import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { settingsListByName } from '@trips/shared/settings/list-registry';
import { recordGroupByName } from '@trips/shared/settings/record-groups';
import { useParams } from 'react-router';
import NotFoundPage from '../../components/NotFoundPage';
import { ListScreen } from '../../engine/settings/ListScreen';
import { RecordScreen } from '../../engine/settings/RecordScreen';
import { sectionIds } from './settingsMenu';

/** What the lists opened here are for, under their title. */
const listDescriptions: Record<string, MessageDescriptor> = {
  rate_item_types: msg`The kinds of item a provider’s rates are entered in. Default is needed by the product, and a type used by rates cannot be deleted.`,
};

/**
 * A settings section: a settings record (booking, VAT…) or a settings list (rate item types) without an
 * address of its own.
 */
export default function SettingsSectionPage() {
  const { i18n } = useLingui();
  const id = useParams().id ?? '';
  const known = sectionIds.includes(id);
  const group = known ? recordGroupByName(id) : undefined;
  const list = known && !group ? settingsListByName(id) : undefined;
  const description = list && listDescriptions[list.name];
  if (group) return <RecordScreen key={group.group} group={group} />;
  if (list)
    return (
      <ListScreen key={list.name} list={list} description={description ? i18n._(description) : undefined} />
    );
  return <NotFoundPage />;
}
