import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Popover } from '@mantine/core';
import { IconChevronDown, IconX } from '@tabler/icons-react';
import { filterActions } from '@trips/shared/list/actions';
import { useValueLabels } from '../options/fieldOptions';
import type { OptionSource } from '../types';
import type { ControlProps } from './controls/types';
import classes from './FilterBar.module.css';
import { FilterPanel } from './FilterPanel';
import { filterSummary } from './filterSummary';

interface Props extends ControlProps {
  source: OptionSource;
  opened: boolean;
  onOpenedChange: (opened: boolean) => void;
}

/** A field's filter as a chip: its label and what it filters; click to edit, × to reset. */
export function FilterChip(props: Props) {
  const { t } = useLingui();
  const { name, field, label, filter, dispatch, source, opened, onOpenedChange } = props;
  const labelOf = useValueLabels(source, filter.values);
  const summary = filterSummary(field, filter, labelOf);
  return (
    <span className={classes.chip} data-active={summary !== null || undefined}>
      <Popover
        opened={opened}
        onChange={onOpenedChange}
        position="bottom-start"
        width={320}
        shadow="md"
        trapFocus
        returnFocus
      >
        <Popover.Target>
          <button
            type="button"
            className={classes.chipButton}
            aria-expanded={opened}
            // The name says what the chip shows, punctuated ("Country: Portugal"); the space between the two
            // boxes is in the text too, so the words read on it are the words of its name.
            aria-label={summary ? `${label}: ${summary}` : t`Filter by ${label}`}
            onClick={() => onOpenedChange(!opened)}
          >
            <span className={classes.chipLabel}>{label}</span>{' '}
            {summary && <span className={classes.chipSummary}>{summary}</span>}
            {!summary && <IconChevronDown size={12} aria-hidden />}
          </button>
        </Popover.Target>
        <Popover.Dropdown p="sm">
          <FilterPanel {...props} />
        </Popover.Dropdown>
      </Popover>
      {summary && (
        <ActionIcon
          variant="subtle"
          size="xs"
          radius="xl"
          mr={4}
          aria-label={t`Remove ${label} filter`}
          onClick={() => dispatch(filterActions.reset(name))}
        >
          <IconX size={12} />
        </ActionIcon>
      )}
    </span>
  );
}
