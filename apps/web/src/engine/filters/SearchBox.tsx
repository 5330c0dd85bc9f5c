import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { filterActions } from '@trips/shared/list/actions';
import type { ListDispatch } from '../state/useListState';
import { useDraft } from './useDraft';

interface Props {
  label: string;
  value: string;
  dispatch: ListDispatch;
}

/** The list's free-text search; it searches after a typing pause or on Enter. */
export function SearchBox({ label, value, dispatch }: Props) {
  const { draft, change, applyNow } = useDraft(value, (next) => dispatch(filterActions.setSearch(next)));
  return (
    <TextInput
      size="xs"
      w={240}
      type="search"
      aria-label={label}
      placeholder={`${label}…`}
      leftSection={<IconSearch size={14} aria-hidden />}
      value={draft}
      onChange={(event) => change(event.currentTarget.value)}
      onKeyDown={(event) => event.key === 'Enter' && applyNow()}
    />
  );
}
