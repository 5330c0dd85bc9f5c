import { Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconRoute } from '@tabler/icons-react';
import { Outlet } from 'react-router';
import classes from './AuthLayout.module.css';

/** The signed-out screens: one centered card on a calm background. */
export default function AuthLayout() {
  return (
    <main className={classes.page}>
      <Stack className={classes.card} gap="lg">
        <Group justify="center" gap="xs">
          <ThemeIcon size="lg" radius="md" aria-hidden>
            <IconRoute size={20} />
          </ThemeIcon>
          <Text fw={700} size="xl" c="indigo.9">
            Trip Back-Office
          </Text>
        </Group>
        <Paper withBorder shadow="sm" radius="md" p="xl">
          <Outlet />
        </Paper>
      </Stack>
    </main>
  );
}
