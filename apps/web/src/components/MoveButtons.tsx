import { useLingui } from '@lingui/react/macro';
import { ActionIcon } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';

interface Props {
  /** What the buttons move, for their accessible names ("Move Hotel X up"). */
  label: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  /** Both buttons off for now (e.g. while a search hides rows); `title` says why. */
  disabled?: boolean;
  title?: string;
}

/** Keyboard-reachable up/down buttons beside a draggable row: the accessible way to reorder. */
export function MoveButtons({ label, index, count, onMove, disabled = false, title }: Props) {
  const { t } = useLingui();
  return (
    <>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        aria-label={t`Move ${label} up`}
        title={title}
        disabled={disabled || index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        <IconArrowUp size={14} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        aria-label={t`Move ${label} down`}
        title={title}
        disabled={disabled || index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        <IconArrowDown size={14} aria-hidden />
      </ActionIcon>
    </>
  );
}
