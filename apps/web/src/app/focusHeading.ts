/**
 * After a move to another screen, a keyboard or screen-reader user starts at its heading, as after a page
 * load, instead of at the link they left. Focus a field already holds (the new screen's own) stays.
 */
export function focusHeadingAfterNavigation() {
  requestAnimationFrame(() => {
    const active = document.activeElement;
    const left = !active || active === document.body || !!active.closest('header, nav, [role="dialog"]');
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!left || !heading) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  });
}
