import { useLingui } from '@lingui/react/macro';
import { ActionIcon } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';

interface Props {
  /** What the buttons move, for their accessible names ("Move Hotel X up"). */
  label: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
}

/** Keyboard-reachable up/down buttons beside a draggable row: the accessible way to reorder. */
export function MoveButtons({ label, index, count, onMove }: Props) {
  const { t } = useLingui();
  return (
    <>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        aria-label={t`Move ${label} up`}
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        <IconArrowUp size={14} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        aria-label={t`Move ${label} down`}
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        <IconArrowDown size={14} />
      </ActionIcon>
    </>
  );
}
