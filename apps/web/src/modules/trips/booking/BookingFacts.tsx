import { Text } from '@mantine/core';
import { Fragment } from 'react';
import classes from './booking.module.css';

/** Label and value pairs of a booking, as a description list. */
export function BookingFacts({ facts }: { facts: readonly { label: string; value: string }[] }) {
  return (
    <dl className={classes.facts}>
      {facts.map((fact) => (
        <Fragment key={fact.label}>
          <Text component="dt" size="sm" c="dimmed">
            {fact.label}
          </Text>
          <Text component="dd" size="sm">
            {fact.value}
          </Text>
        </Fragment>
      ))}
    </dl>
  );
}
