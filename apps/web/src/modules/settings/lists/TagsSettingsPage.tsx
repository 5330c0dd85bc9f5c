import { Box, Stack, Tabs, Text, VisuallyHidden } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { settingsListByName } from '@trips/shared/settings/list-registry';
import { useState } from 'react';
import { DetailHeader } from '../../../components/DetailHeader';
import { ListPanel, listsParent } from '../../../engine/settings/ListScreen';

/** The three tag lists, each a settings list of its own (its own version and Save). */
const kinds = [
  { tab: 'Providers', list: settingsListByName('provider_tags')! },
  { tab: 'Trips', list: settingsListByName('trip_tags')! },
  { tab: 'Invoices', list: settingsListByName('invoice_tags')! },
] as const;

/**
 * /tags-settings: the tags staff put on providers, trips and invoices, a tab per kind. Tabs stay mounted,
 * so edits in one survive a look at another; a tab with unsaved edits is marked.
 */
export default function TagsSettingsPage() {
  useDocumentTitle('Tags · Trip Back-Office');
  const [tab, setTab] = useState<string>(kinds[0].list.name);
  const [dirty, setDirty] = useState<Record<string, boolean>>({});
  return (
    <Stack gap="md" maw={760}>
      <DetailHeader parent={listsParent} title="Tags" />
      <Text size="sm" c="dimmed" mt={-8}>
        Labels staff put on providers, trips and invoices to find them in lists and reports. Deleting a tag
        takes it off the records that carry it.
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
                    <VisuallyHidden>(unsaved changes)</VisuallyHidden>
                  </Box>
                ) : undefined
              }
            >
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {kinds.map(({ list }) => (
          <Tabs.Panel key={list.name} value={list.name}>
            <ListPanel
              list={list}
              loadError="unable to find tags"
              onDirtyChange={(is) => setDirty((d) => (d[list.name] === is ? d : { ...d, [list.name]: is }))}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
