import { type DragEvent, useState } from 'react';
import { dropIndex } from './reorder';

interface Drop {
  over: number;
  lowerHalf: boolean;
}

/** Native drag and drop for a vertical list; the move buttons do the same for the keyboard. */
export function useDragReorder(onMove: (from: number, to: number) => void) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [drop, setDrop] = useState<Drop | null>(null);
  const end = () => {
    setDragging(null);
    setDrop(null);
  };

  const itemProps = (index: number) => ({
    draggable: true,
    'data-dragging': dragging === index || undefined,
    'data-drop':
      drop?.over === index && dragging !== index ? (drop.lowerHalf ? 'after' : 'before') : undefined,
    onDragStart: (event: DragEvent<HTMLElement>) => {
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', String(index));
      setDragging(index);
    },
    onDragOver: (event: DragEvent<HTMLElement>) => {
      if (dragging === null) return;
      event.preventDefault();
      const box = event.currentTarget.getBoundingClientRect();
      setDrop({ over: index, lowerHalf: event.clientY > box.top + box.height / 2 });
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      event.preventDefault();
      if (dragging !== null && drop) onMove(dragging, dropIndex(dragging, drop.over, drop.lowerHalf));
      end();
    },
    onDragEnd: end,
  });
  return itemProps;
}
