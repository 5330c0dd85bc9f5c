import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Stack, Tabs, Text, VisuallyHidden } from '@mantine/core';
import { settingsListByName } from '@trips/shared/settings/list-registry';
import { useState } from 'react';
import { PageHeader } from '../../../components/PageHeader';
import { ListPanel, listsParent } from '../../../engine/settings/ListScreen';
import { routes } from '../../../lib/routeTable';

/** The three tag lists, each a settings list of its own (its own version and Save). */
const kinds = [
  { tab: msg`Providers`, list: settingsListByName('provider_tags')! },
  { tab: msg`Trips`, list: settingsListByName('trip_tags')! },
  { tab: msg`Invoices`, list: settingsListByName('invoice_tags')! },
] as const;

/**
 * /tags-settings: the tags staff put on providers, trips and invoices, a tab per kind. Tabs stay mounted,
 * so edits in one survive a look at another; a tab with unsaved edits is marked.
 */
export default function TagsSettingsPage() {
  const { i18n, t } = useLingui();
  const [tab, setTab] = useState<string>(kinds[0].list.name);
  const [dirty, setDirty] = useState<Record<string, boolean>>({});
  return (
    <Stack gap="md" maw={760}>
      <PageHeader trail={[listsParent]} title={i18n._(routes.tags.title)} />
      <Text size="sm" c="dimmed" mt={-8}>
        <Trans>
          Labels staff put on providers, trips and invoices to find them in lists and reports. Deleting a tag
          takes it off the records that carry it.
        </Trans>
      </Text>
      <Tabs value={tab} onChange={(next) => next && setTab(next)} keepMounted>
        <Tabs.List mb="md">
          {kinds.map(({ tab: label, list }) => (
            <Tabs.Tab
              key={list.name}
              value={list.name}
              rightSection={
                dirty[list.name] ? (
                  <Box component="span" w={8} h={8} bg="orange.6" style={{ borderRadius: '50%' }}>
                    <VisuallyHidden>
                      <Trans>(unsaved changes)</Trans>
                    </VisuallyHidden>
                  </Box>
                ) : undefined
              }
            >
              {i18n._(label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {kinds.map(({ list }) => (
          <Tabs.Panel key={list.name} value={list.name}>
            <ListPanel
              list={list}
              loadError={t`unable to find tags`}
              onDirtyChange={(is) => setDirty((d) => (d[list.name] === is ? d : { ...d, [list.name]: is }))}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
