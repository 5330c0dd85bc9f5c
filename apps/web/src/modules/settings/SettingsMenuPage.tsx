import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSettingsOff } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { textOf } from '../../i18n/tr';
import { useRights } from '../../lib/useSession';
import classes from './SettingsMenuPage.module.css';
import { type SettingsEntry, visibleSettings } from './settingsMenu';

/** A settings screen's name is the link; its description is read after it. */
function EntryLink({ entry }: { entry: SettingsEntry }) {
  const { i18n } = useLingui();
  const descriptionId = useId();
  return (
    <Link to={entry.to} className={classes.entry} aria-describedby={descriptionId}>
      <Text component="span" display="block" fw={600} size="sm">
        {textOf(entry.label, i18n)}
      </Text>
      <Text component="span" display="block" size="xs" c="dimmed" mt={2} id={descriptionId} aria-hidden>
        {i18n._(entry.description)}
      </Text>
    </Link>
  );
}

/** /settings-menu: the settings screens the user may see, under their headings. */
export default function SettingsMenuPage() {
  const { i18n, t } = useLingui();
  const headings = visibleSettings(useRights());
  return (
    <Stack gap="lg" maw={1100}>
      <div>
        <PageHeader title={t`Settings`} />
        <Text size="sm" c="dimmed">
          <Trans>
            How bookings, documents, mail and integrations behave, and the lists staff choose from.
          </Trans>
        </Text>
      </div>
      {headings.length === 0 && (
        <Paper withBorder radius="md" p="xl" role="status">
          <Stack align="center" gap="xs" ta="center">
            <ThemeIcon variant="light" color="gray" size={48} radius="xl">
              <IconSettingsOff size={26} aria-hidden />
            </ThemeIcon>
            <Text fw={600}>
              <Trans>You have no settings to see</Trans>
            </Text>
            <Text size="sm" c="dimmed" maw={440}>
              <Trans>
                Settings appear here when your user group has a right to them. Ask an administrator if you
                need one.
              </Trans>
            </Text>
          </Stack>
        </Paper>
      )}
      {headings.map((heading) => (
        <section key={heading.entries[0]?.to} aria-label={i18n._(heading.title)}>
          <Title order={2} size="h5" mb="xs">
            {i18n._(heading.title)}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" component="ul" className={classes.list}>
            {heading.entries.map((entry) => (
              <li key={entry.to}>
                <EntryLink entry={entry} />
              </li>
            ))}
          </SimpleGrid>
        </section>
      ))}
    </Stack>
  );
}
