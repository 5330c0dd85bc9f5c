import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * Draws its children once the rest of the screen has been painted: the part of a long screen below the
 * first view (a trip's panels) then no longer holds back the part a person reads first. They are drawn
 * in the next frames, as a transition a keystroke can interrupt; nothing of them is fetched later. A
 * `fallback` of their size keeps the page from moving when they appear.
 */
export function AfterFirstPaint({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: number | undefined;
    // The frame callback runs before the paint; the task it queues runs after it.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  return painted ? children : fallback;
}
