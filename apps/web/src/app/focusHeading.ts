/** How long a new screen may take to show its heading (its code and data loading) before focus stays put. */
const headingWaitMs = 10_000;
let stopWaiting: (() => void) | undefined;

/**
 * After a move to another screen, a keyboard or screen-reader user starts at its heading, as after a page
 * load, instead of at the link they left. A screen whose code or data is still loading gets its heading
 * focused when it appears. Focus the person moved since the move stays where they put it: a field of the new
 * screen, or the palette opened while the screen was still loading.
 */
export function focusHeadingAfterNavigation() {
  stopWaiting?.();
  const atNavigation = document.activeElement;
  const observer = new MutationObserver(() => focusWhenShown());
  let frame = 0;
  let timer = 0;
  const stop = () => {
    observer.disconnect();
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
    if (stopWaiting === stop) stopWaiting = undefined;
  };
  const focusWhenShown = () => {
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!heading) return false;
    stop();
    const active = document.activeElement;
    const left =
      !active || active === document.body || active === atNavigation || !!active.closest('header, nav');
    if (!left) return true;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
    return true;
  };
  stopWaiting = stop;
  frame = requestAnimationFrame(() => {
    if (focusWhenShown()) return;
    observer.observe(document.body, { childList: true, subtree: true });
    timer = window.setTimeout(stop, headingWaitMs);
  });
}
