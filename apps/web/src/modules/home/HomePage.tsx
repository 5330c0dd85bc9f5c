import { Card, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';
import { navItems } from '../../app/layout/navItems';
import { useSessionUser } from '../../app/useSession';
import classes from './HomePage.module.css';

const descriptions: Record<string, string> = {
  '/tasks': 'Work assigned to you and your team',
  '/trips': 'Customer trips and their services',
  '/providers': 'Hotels, transfer and luggage companies, other services',
  '/locations': 'Places on the routes and their providers',
  '/transfers': 'Routes between locations and their rates',
  '/dossiers': 'Route documents sold with a trip',
  '/invoices': 'Provider invoices and payments',
};

export default function HomePage() {
  useDocumentTitle('Home · Trip Back-Office');
  const user = useSessionUser();
  const modules = navItems.filter((item) => item.to in descriptions);

  return (
    <Stack gap="lg" maw={1100}>
      <Title order={1}>{user?.first_name ? `Welcome, ${user.first_name}` : 'Welcome'}</Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" component="ul" className={classes.grid}>
        {modules.map((item) => (
          <li key={item.to}>
            <UnstyledButton component={Link} to={item.to} className={classes.tile}>
              <Card h="100%" padding="lg">
                <Text fw={650} size="lg">
                  {item.label}
                </Text>
                <Text size="sm" c="dimmed" mt={4}>
                  {descriptions[item.to]}
                </Text>
              </Card>
            </UnstyledButton>
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
