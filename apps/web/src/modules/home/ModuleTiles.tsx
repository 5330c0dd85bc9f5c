import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Card, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { navItems } from '../../lib/navItems';
import { pathTo } from '../../lib/paths';
import classes from './HomePage.module.css';

const descriptions: Record<string, MessageDescriptor> = {
  [pathTo('tasks')]: msg`Work assigned to you and your team`,
  [pathTo('trips')]: msg`Customer trips and their services`,
  [pathTo('providers')]: msg`Hotels, transfer and luggage companies, other services`,
  [pathTo('locations')]: msg`Places on the routes and their providers`,
  [pathTo('transfers')]: msg`Routes between locations and their rates`,
  [pathTo('dossiers')]: msg`Route documents sold with a trip`,
  [pathTo('invoices')]: msg`Provider invoices and payments`,
};

/** The modules the user may open, each with what it holds. */
export function ModuleTiles() {
  const { i18n } = useLingui();
  const modules = navItems.filter((item) => item.to in descriptions);

  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" component="ul" className={classes.grid}>
      {modules.map((item) => (
        <li key={item.to}>
          <UnstyledButton component={Link} to={item.to} className={classes.tile}>
            <Card h="100%" padding="lg">
              <Text fw={650} size="lg">
                {typeof item.label === 'string' ? item.label : i18n._(item.label)}
              </Text>
              <Text size="sm" c="dimmed" mt={4}>
                {i18n._(descriptions[item.to])}
              </Text>
            </Card>
          </UnstyledButton>
        </li>
      ))}
    </SimpleGrid>
  );
}
