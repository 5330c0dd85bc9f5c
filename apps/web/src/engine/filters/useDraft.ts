import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';

/** Typing pause after which a text or number input applies its value. */
export const typingDelay = 350;

/**
 * A typed value that applies itself after a pause (or at once on Enter or blur), so every keystroke does
 * not run a search. A change from outside (reset, back button) replaces what is on screen.
 */
export function useDraft<T>(value: T, apply: (value: T) => void) {
  const [draft, setDraft] = useState(value);
  const applied = useRef(value);
  useEffect(() => {
    if (Object.is(value, applied.current)) return;
    applied.current = value;
    setDraft(value);
  }, [value]);
  const applyLater = useDebouncedCallback(
    (next: T) => {
      applied.current = next;
      apply(next);
    },
    { delay: typingDelay, flushOnUnmount: true },
  );

  return {
    draft,
    change: (next: T) => {
      setDraft(next);
      applyLater(next);
    },
    applyNow: () => applyLater.flush(),
  };
}
