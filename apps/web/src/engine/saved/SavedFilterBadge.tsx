import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon } from '@mantine/core';
import { IconBookmarkFilled, IconX } from '@tabler/icons-react';
import type { ListState } from '@trips/shared/list/state';
import type { ListDispatch } from '../state/useListState';
import classes from './SavedFilterBadge.module.css';
import { clearSavedFilter, type SavedInEffect } from './savedInEffect';

interface Props {
  saved: SavedInEffect;
  state: ListState;
  dispatch: ListDispatch;
}

/** Names the saved filter the rows come from; × drops it and its filters, keeping the order and page size. */
export function SavedFilterBadge({ saved, state, dispatch }: Props) {
  const { t } = useLingui();
  const { name } = saved;
  return (
    <span className={classes.badge}>
      <IconBookmarkFilled size={12} aria-hidden />
      <span className={classes.text}>
        <Trans>
          Saved filter: <span className={classes.name}>{name}</span>
        </Trans>
      </span>
      <ActionIcon
        variant="subtle"
        size="xs"
        radius="xl"
        aria-label={t`Clear saved filter “${name}”`}
        onClick={() => dispatch(clearSavedFilter(state))}
      >
        <IconX size={12} />
      </ActionIcon>
    </span>
  );
}
