import { Trans } from '@lingui/react/macro';
import { Anchor, Group, Text } from '@mantine/core';
import { IconRoute } from '@tabler/icons-react';
import { Link } from 'react-router';
import { detailPath, isDetailKind } from '../../../lib/paths';

/** The itinerary's screen, once the app has one (the itineraries module adds the kind). */
const itineraryPath = (id: number) =>
  isDetailKind('itinerary')
    ? (detailPath as (kind: string, ...ids: number[]) => string)('itinerary', id)
    : null;

/** "Made from itinerary <name>": beside the trip's dossier, which of the two the trip follows. */
export function TripItineraryLine({ id, name }: { id: number | null; name: string | null }) {
  if (id === null) return null;
  const path = itineraryPath(id);
  const shown = name ?? `#${id}`;
  return (
    <Group gap={6} data-testid="trip-itinerary">
      <IconRoute size={16} aria-hidden />
      <Text size="sm">
        <Trans>
          Made from itinerary{' '}
          {path ? (
            <Anchor component={Link} to={path} size="sm" fw={500}>
              {shown}
            </Anchor>
          ) : (
            <Text span fw={500}>
              {shown}
            </Text>
          )}
        </Trans>
      </Text>
    </Group>
  );
}
