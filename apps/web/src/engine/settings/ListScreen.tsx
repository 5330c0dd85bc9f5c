import { t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Stack, Text } from '@mantine/core';
import { can } from '@trips/shared/permissions/rights';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { tr } from '../../i18n/tr';
import { pathTo } from '../../lib/paths';
import { useRights } from '../../lib/useSession';
import { ListEditor, type ListEditorProps } from './ListEditor';
import { listWidth } from './listLayout';
import { useSettingsListQuery } from './useSettingsList';

/** The settings menu, above every list screen; its label in the language shown. */
export const listsParent = {
  get label() {
    return translate`Settings`;
  },
  to: pathTo('settingsMenu'),
};

export type { RowActionProps } from './ListRowView';

interface PanelProps extends Omit<ListEditorProps, 'loaded' | 'readOnly' | 'reload'> {
  /** The title of the message when the list cannot be loaded (the spec's 'unable to find tags'), translated. */
  loadError?: string;
}

interface ScreenProps extends PanelProps {
  /** One line under the title: what the list is for, in the language shown. */
  description?: string;
}

/**
 * One settings list without a page around it: the access check, the list as saved, and its editor (a page
 * may show several, as the tags page does). View right to see it, edit right to change it.
 */
export function ListPanel({ list, RowAction, aboveTable, loadError, onDirtyChange }: PanelProps) {
  const { t } = useLingui();
  const rights = useRights();
  const mayView = can(rights, list.permission, 'view');
  const query = useSettingsListQuery(list.name, mayView);
  if (!mayView)
    return (
      <Alert color="orange" variant="light" title={t`You cannot see this list`}>
        <Trans>Your user group has no right to see this list. Ask an administrator if you need it.</Trans>
      </Alert>
    );
  if (query.data)
    return (
      <ListEditor
        key={list.name}
        list={list}
        loaded={query.data}
        readOnly={!can(rights, list.permission, 'edit')}
        reload={query.refetch}
        RowAction={RowAction}
        aboveTable={aboveTable}
        onDirtyChange={onDirtyChange}
      />
    );
  if (query.isError) return <Alert color="red" variant="light" title={loadError ?? t`unable to find data`} />;
  return <PageLoader />;
}

/**
 * One screen for every settings list (countries, currencies, OTA, Zoho and email accounts, rate item
 * types, task statuses), built from its descriptor: a row per record, a cell per column, its input chosen
 * by the column's kind. One Save sends the whole list.
 */
export function ListScreen({ list, description, ...panel }: ScreenProps) {
  const title = tr(list.title);
  const width = listWidth(list);
  return (
    <Stack gap="md" maw={width === 'wide' ? undefined : width === 'narrow' ? 760 : 1100}>
      <PageHeader trail={[listsParent]} title={title} />
      {description && (
        <Text size="sm" c="dimmed" mt={-8}>
          {description}
        </Text>
      )}
      <ListPanel list={list} {...panel} />
    </Stack>
  );
}
