import { useLingui } from '@lingui/react/macro';
import { Anchor, List, Text } from '@mantine/core';
import type { UsedBy } from '@trips/shared/api/used-by';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { mayOpen } from '../../lib/paths';
import { useRights } from '../../lib/useSession';
import { countOf, usedByScreens } from './usedByScreens';

interface Props {
  usedBy: readonly UsedBy[];
  /** Called when a link is followed (a dialog showing the list closes). */
  onFollow?: () => void;
}

/**
 * What uses a record, one line a kind: how many, then up to five by name, each a link to its screen (plain
 * text where the reader may not open that screen), then how many more.
 */
export function UsedByList({ usedBy, onFollow }: Props) {
  const { t } = useLingui();
  const rights = useRights();
  return (
    <List size="sm" spacing={6} aria-label={t`What uses it`}>
      {usedBy.map(({ kind, count, items }) => {
        const screen = usedByScreens[kind];
        const linked = mayOpen(rights, screen.route);
        const more = count - items.length;
        return (
          <List.Item key={kind}>
            <Text span fw={600} size="sm">
              {countOf(kind, count)}
            </Text>
            {': '}
            {items.map((item, index) => (
              <Fragment key={item.id}>
                {index > 0 && ', '}
                {linked ? (
                  <Anchor component={Link} to={screen.href(item.id)} onClick={onFollow} size="sm">
                    {item.name}
                  </Anchor>
                ) : (
                  item.name
                )}
              </Fragment>
            ))}
            {more > 0 && ` ${t`and ${more} more`}`}
          </List.Item>
        );
      })}
    </List>
  );
}
