import { useLingui } from '@lingui/react/macro';
import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { ColumnPicker } from '../../engine/columns/ColumnPicker';
import { routes } from '../../lib/routeTable';
import { useSessionUser } from '../../lib/useSession';
import { AttentionPanel } from './AttentionPanel';
import { HomePanel } from './HomePanel';
import { ModuleTiles } from './ModuleTiles';
import { useHomePanels } from './useHomePanels';

/** /home: the day's work in the panels the user's rights allow, in the user's order; then the modules. */
export default function HomePage() {
  const { i18n, t } = useLingui();
  const user = useSessionUser();
  const name = user?.first_name;
  const panels = useHomePanels();
  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        title={i18n._(routes.home.title)}
        subtitle={name ? t`Welcome, ${name}` : t`Welcome`}
        actions={
          panels.editable.length > 0 && (
            <ColumnPicker
              label={t`Customize`}
              descriptor={panels.set}
              columns={panels.editable}
              save={panels.save}
            />
          )
        }
      />
      {panels.loading ? (
        <PageLoader />
      ) : panels.shown.length > 0 ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {panels.shown.map((panel) =>
            panel.slug === 'attention' ? (
              <AttentionPanel key={panel.slug} panel={panel} />
            ) : (
              <HomePanel key={panel.slug} panel={panel} />
            ),
          )}
        </SimpleGrid>
      ) : (
        panels.editable.length > 0 && (
          <Text c="dimmed">{t`Every panel is hidden: choose some with Customize.`}</Text>
        )
      )}
      <Group gap="xs">
        <Title order={2} size="h4">
          {t`Modules`}
        </Title>
      </Group>
      <ModuleTiles />
    </Stack>
  );
}
