import { useWindowEvent } from '@mantine/hooks';

export const leaveQuestion = 'You have unsaved changes. Leave this page and lose them?';

/**
 * Asks before leaving a screen with unsaved edits: closing or reloading the tab (the browser's own
 * question) and following a link inside the app (the app uses a plain router, which has no blocker).
 */
export function useLeaveGuard(dirty: boolean) {
  useWindowEvent('beforeunload', (event) => {
    if (dirty) event.preventDefault();
  });
  // Capture phase on window runs before the router's link handler, which skips a prevented click.
  useWindowEvent(
    'click',
    (event) => {
      if (!dirty || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self')) return;
      if (link.origin !== window.location.origin || link.hasAttribute('download')) return;
      if (link.pathname === window.location.pathname && link.search === window.location.search) return;
      if (!window.confirm(leaveQuestion)) {
        event.preventDefault();
        event.stopPropagation();
      }
    },
    { capture: true },
  );
}
